import { defineAppConfig } from '../../.umirc';
import { propertyRoutes } from './property-manifest';

// The property-management (wuye) variant. Its pages are declared in its manifest's route table
// (property-manifest.ts): the shell names, guards and closes their tabs from it. Nothing of it
// loads before one of its pages opens.
export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/property/',
  title: 'Polaris · Property',
  micro: {
    name: 'polaris-property',
    registerRegex: '^/wuye(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['wuye'],
    routes: propertyRoutes.map(({ wyAuthority: _own, ...route }) => route),
  },
});
