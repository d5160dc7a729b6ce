/**
 * Top bar: menu collapse, menu search, often-used pages, then what the user works under (data
 * hierarchy, tenant, role), readable in full, and the user menu (name, Personal Centre, language,
 * layout, sign-out). The data hierarchy (its code and its value's request) comes after the first
 * layout has painted: the menu does not wait for it.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useHeaderState } from './header-state';
import { userModel } from '@polaris/core/models/user';
import { Button } from 'antd';
import { Suspense } from 'react';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { MessageBell } from '../messages/MessageBell';
import { MenuSearch } from '../menu/MenuSearch';
import { useLayoutPainted } from '../menu/menu-state';
import { OftenUsedMenus } from './OftenUsedMenus';
import { ScopeSelectors } from './ScopeSelectors';
import { TraceTool } from './TraceTool';
import { UserMenu } from './UserMenu';

const DataHierarchySelectors = retryableLazy(() => import('./DataHierarchySelectors'));

/** `collapsible` false: layouts whose menu cannot expand (horizontal, side) have no toggle. */
export function HeaderBar({ collapsible = true }: { collapsible?: boolean }) {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const collapsed = useHeaderState((state) => state.collapsed);
  const user = useModelState(userModel, (state) => state.currentUser);
  const painted = useLayoutPainted();
  return (
    <header className="polaris-header">
      {collapsible && (
        <Button
          type="text"
          aria-label={t(collapsed ? 'hzero.common.menu.expand' : 'hzero.common.menu.collapse')}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => dispatch({ type: 'global/toggleCollapsed' })}
        />
      )}
      <MenuSearch />
      <OftenUsedMenus />
      <span className="polaris-header-spacer" />
      {painted && user?.dataHierarchyFlag === 1 && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DataHierarchySelectors />
          </Suspense>
        </ErrorBoundary>
      )}
      <ScopeSelectors />
      <MessageBell />
      <TraceTool />
      <UserMenu />
    </header>
  );
}
