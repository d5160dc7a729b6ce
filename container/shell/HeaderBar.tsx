/** Top bar: menu collapse, who is signed in (tenant, role) and sign-out. */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { loginModel } from '@polaris/core/models/login';
import { useGlobalState } from '@polaris/core/models/use-global-state';
import { userModel } from '@polaris/core/models/user';
import { Button } from 'antd';
import { Suspense } from 'react';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/components/retryable-lazy';
import { MenuSearch } from './MenuSearch';
import { LanguageSelector } from './LanguageSelector';
import { OftenUsedMenus } from './OftenUsedMenus';
import { ScopeSelectors } from './ScopeSelectors';
import { useMayLeaveAllPages } from './use-may-leave';

const DataHierarchySelectors = retryableLazy(() => import('./DataHierarchySelectors'));

/** `collapsible` false: layouts whose menu cannot expand (horizontal, side) have no toggle. */
export function HeaderBar({ collapsible = true }: { collapsible?: boolean }) {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const collapsed = useGlobalState((state) => state.collapsed);
  const user = useModelState(userModel, (state) => state.currentUser);
  const loggingOut = useModelState(loginModel, (state) => state.loggingOut);
  const mayLeave = useMayLeaveAllPages();
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
      {user?.dataHierarchyFlag === 1 && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DataHierarchySelectors />
          </Suspense>
        </ErrorBoundary>
      )}
      <LanguageSelector />
      <ScopeSelectors />
      <span className="polaris-header-item polaris-header-user">{user?.realName}</span>
      <Button
        size="small"
        loading={loggingOut}
        onClick={async () => {
          if (await mayLeave()) dispatch({ type: 'login/logout' });
        }}
      >
        {t('hzero.common.button.logout')}
      </Button>
    </header>
  );
}
