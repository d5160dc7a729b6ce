/** The platform sub-app: personal pages and platform configuration under /hiam and /hpfm. */
import type { SubAppDefinition } from '@polaris/core/micro/sub-app/types';
import { retryableLazy } from '@polaris/core/components/retryable-lazy';
import { platformTexts } from './texts';

export const platformApp: SubAppDefinition = {
  name: 'polaris-platform',
  titleKey: 'hpfm.app.title',
  promptKeys: ['hiam', 'hpfm'],
  bundledTexts: platformTexts,
  routes: [
    {
      path: '/hiam/user/info',
      titleKey: 'hiam.userInfo.title',
      component: retryableLazy(() => import('./features/user-info/UserInfoPage')),
    },
    {
      path: '/hiam/user/roles',
      titleKey: 'hiam.roles.title',
      component: retryableLazy(() => import('./features/roles/RolesPage')),
    },
    {
      path: '/hpfm/tenants/mine',
      titleKey: 'hpfm.tenants.title',
      component: retryableLazy(() => import('./features/tenants/TenantsPage')),
    },
    {
      path: '/hiam/menu',
      titleKey: 'hiam.menu.title',
      component: retryableLazy(() => import('./features/menu-config/MenuConfigPage')),
    },
  ],
};
