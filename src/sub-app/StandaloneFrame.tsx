/**
 * A sub-app running alone (developer mode): a slim header with the sub-app's pages (one entry
 * per page the user may open: standalone-menu.ts) and the signed-in user, over the page for the
 * current address.
 */
import { Button, Layout, Menu, Typography } from 'antd';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useModelState } from '../core/model/react';
import { useIntl } from '../i18n/useIntl';
import { userModel } from '../models/user';
import { signOut } from '../session/sign-out';
import { MarkedArea } from '../kit/watermark/WatermarkScope';
import { usePermissions } from '../permissions/usePermission';
import { authorityCodes, linkableRoutes, standaloneMenuRoutes } from './standalone-menu';
import { SubAppPages } from './SubAppPages';
import type { SubAppDefinition } from './types';

export function StandaloneFrame({ definition }: { definition: SubAppDefinition }) {
  const { t } = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useModelState(userModel, (state) => state.currentUser);
  const first = definition.routes[0]?.path ?? '/';
  const home = useRoutes([{ path: '/', element: <Navigate to={first} replace /> }]);
  const linkable = linkableRoutes(definition.routes);
  const states = usePermissions(linkable.map((route) => authorityCodes(route.authority)));
  const pages = standaloneMenuRoutes(linkable, states);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Text strong style={{ color: '#fff', whiteSpace: 'nowrap' }}>
          {t(definition.titleKey)}
        </Typography.Text>
        <Menu
          theme="dark"
          mode="horizontal"
          aria-label={t('hzero.common.menu.label')}
          selectedKeys={[location.pathname]}
          style={{ flex: 1, minWidth: 0 }}
          items={pages.map((route) => ({ key: route.path, label: t(route.titleKey) }))}
          onClick={({ key }) => navigate(key)}
        />
        <Typography.Text style={{ color: '#fff' }}>{user?.realName}</Typography.Text>
        <Button size="small" onClick={() => void signOut()}>
          {t('hzero.common.button.logout')}
        </Button>
      </Layout.Header>
      <MarkedArea style={{ display: 'flex', flex: 1, flexDirection: 'column' }}>
        <Layout.Content style={{ padding: 24 }}>
          {home ?? <SubAppPages routes={definition.routes} />}
        </Layout.Content>
      </MarkedArea>
    </Layout>
  );
}
