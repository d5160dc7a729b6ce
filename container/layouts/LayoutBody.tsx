/**
 * What every layout shows under its menu and header: the tab strip (unless hidden), the
 * breadcrumb and the tab panels, or the menu's load failure with a retry. Also the bare page
 * area of the "hide layout" embedding option. The one place the layouts wire TabBar and TabPanes.
 * The pages' area carries the user's watermark from when the first layout has painted; the pages
 * show their data once it is there (TabPanes, the workplace's cards).
 */
import { Exception } from '@polaris/core/components/Exception';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useLayoutPainted, useMenuState } from '../menu/menu-state';
import { useTabsState } from '../tabs/tabs-state';
import { userModel } from '@polaris/core/models/user';
import type { Tab } from '../tabs/tabs';
import { MarkedArea } from '@polaris/core/kit/watermark/WatermarkScope';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useShell } from '../state/shell-context';
import { TabBar } from '../tabs/TabBar';
import { TabPanes } from '../tabs/TabPanes';
import { Breadcrumb } from './Breadcrumb';

function MenuLoadError() {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const menuLoadError = useMenuState((state) => state.menuLoadError);
  const user = useModelState(userModel, (state) => state.currentUser);
  if (!menuLoadError) return null;
  return (
    <Exception
      type="500"
      title={t('hzero.common.menu.loadFailed')}
      description={menuLoadError}
      backHref={null}
      actions={
        <Button
          type="primary"
          onClick={() => dispatch({ type: 'global/initLayout', payload: { user } })}
        >
          {t('hzero.common.button.retry')}
        </Button>
      }
    />
  );
}

function Panes() {
  const tabs = useTabsState((state) => state.tabs);
  const activeKey = useTabsState((state) => state.activeTabKey);
  const refreshKeys = useTabsState((state) => state.refreshMenuTabsKeyMap);
  return <TabPanes tabs={tabs} activeKey={activeKey} refreshKeys={refreshKeys} />;
}

function Tabs() {
  const dispatch = useModelDispatch();
  const { history } = useShell();
  const tabs = useTabsState((state) => state.tabs);
  const activeKey = useTabsState((state) => state.activeTabKey);
  const select = (tab: Tab) => history.push(`${tab.path}${tab.search ?? ''}`, tab.state);
  const close = (tab: Tab) => dispatch({ type: 'global/closeTab', payload: tab.key });
  return <TabBar tabs={tabs} activeKey={activeKey} onSelect={select} onClose={close} />;
}

export interface LayoutBodyProps {
  hideTabs: boolean;
  /** Shown above the tabs (the header, in layouts whose header is beside the menu). */
  header?: ReactNode;
}

export function LayoutBody({ hideTabs, header }: LayoutBodyProps) {
  const menuLoad = useMenuState((state) => state.menuLoad);
  const painted = useLayoutPainted();
  return (
    <div className="polaris-main">
      {header}
      {menuLoad && !hideTabs && <Tabs />}
      <MarkedArea className="polaris-content-frame" hold={!painted}>
        <main className="polaris-content">
          {menuLoad && <Breadcrumb />}
          {menuLoad && <Panes />}
          <MenuLoadError />
        </main>
      </MarkedArea>
    </div>
  );
}

/** The "hide layout" embedding option: the active page only, no menu, header, tabs or crumbs. */
export function EmbeddedContent() {
  const menuLoad = useMenuState((state) => state.menuLoad);
  const menuLoadError = useMenuState((state) => state.menuLoadError);
  const painted = useLayoutPainted();
  return (
    <MarkedArea className="polaris-content-frame polaris-content-frame-full" hold={!painted}>
      <main className="polaris-embedded" data-layout="embedded">
        {menuLoad && <Panes />}
        {!menuLoad && !menuLoadError && <PageLoading fullScreen />}
        <MenuLoadError />
      </main>
    </MarkedArea>
  );
}
