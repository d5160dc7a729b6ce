/** The signed-in shell: side menu, header, tab strip and the tab panels. */
import { Exception } from '@polaris/core/components/Exception';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useGlobalState } from '@polaris/core/models/use-global-state';
import { userModel } from '@polaris/core/models/user';
import type { Tab } from '@polaris/core/tabs/tabs';
import { Button, Skeleton } from 'antd';
import { HeaderBar } from './HeaderBar';
import { useShell } from './shell-context';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TabPanes } from './TabPanes';

export function BasicLayout() {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const { history } = useShell();
  const collapsed = useGlobalState((state) => state.collapsed);
  const menuLoad = useGlobalState((state) => state.menuLoad);
  const tabs = useGlobalState((state) => state.tabs);
  const activeKey = useGlobalState((state) => state.activeTabKey);
  const refreshKeys = useGlobalState((state) => state.refreshMenuTabsKeyMap);
  const menuLoadError = useGlobalState((state) => state.menuLoadError);
  const user = useModelState(userModel, (state) => state.currentUser);
  const retry = () => dispatch({ type: 'global/initLayout', payload: { user } });

  const select = (tab: Tab) => history.push(`${tab.path}${tab.search ?? ''}`, tab.state);
  const close = (tab: Tab) => dispatch({ type: 'global/closeTab', payload: tab.key });

  return (
    <div className={`polaris-layout${collapsed ? ' polaris-layout-collapsed' : ''}`}>
      <aside className="polaris-sider">
        <div className="polaris-logo">Polaris</div>
        {menuLoad ? (
          <SideMenu collapsed={collapsed} />
        ) : (
          <Skeleton active style={{ padding: 16 }} />
        )}
      </aside>
      <div className="polaris-main">
        <HeaderBar />
        {menuLoad && <TabBar tabs={tabs} activeKey={activeKey} onSelect={select} onClose={close} />}
        <main className="polaris-content">
          {menuLoad && <TabPanes tabs={tabs} activeKey={activeKey} refreshKeys={refreshKeys} />}
          {menuLoadError && (
            <Exception
              type="500"
              description={menuLoadError}
              backHref={null}
              actions={
                <Button type="primary" onClick={retry}>
                  {t('hzero.common.button.retry')}
                </Button>
              }
            />
          )}
        </main>
      </div>
    </div>
  );
}
