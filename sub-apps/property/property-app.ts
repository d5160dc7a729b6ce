/**
 * The property-management (wuye) sub-app: its pages come from its manifest's route table
 * (property-manifest.ts), each guarded twice: by its menu code (the platform's permission, as
 * every module's pages) and by the back office's authority code, which arrives 500 ms after
 * start (features/startup). Everything its pages share is started by PropertyProvider.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { manifestPageRoutes } from '@polaris/core/sub-app/manifest-routes';
import { withPropertyAuthority } from './features/startup/PropertyAuthorized';
import { PropertyProvider } from './features/startup/PropertyProvider';
import { pageLoaders } from './page-loaders';
import { propertyRoutes } from './property-manifest';
import { propertyTexts } from './texts';

export const propertyApp: SubAppDefinition = {
  name: 'polaris-property',
  titleKey: 'wuye.app.title',
  promptKeys: ['wuye'],
  bundledTexts: propertyTexts,
  Provider: PropertyProvider,
  routes: manifestPageRoutes(propertyRoutes, pageLoaders, (route, page) =>
    withPropertyAuthority(route.wyAuthority, page),
  ),
};
