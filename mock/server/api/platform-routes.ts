// Every platform route (permissions, languages, lookups, UI config, data hierarchy, trace,
// property variant), registered in the dispatcher with one line.
import type { ApiRoute } from '../context';
import { codeRuleRoutes } from './code-rules';
import { dataHierarchyRoutes } from './data-hierarchy';
import { dataHierarchyAdminRoutes } from './data-hierarchy-admin';
import { languageAdminRoutes } from './language-admin';
import { languageRoutes } from './languages';
import { lovViewAdminRoutes } from './lov-view-admin';
import { lovRoutes } from './lovs';
import { multiLanguageAdminRoutes } from './multi-language-admin';
import { permissionRoutes } from './permissions';
import { profileRoutes } from './profiles';
import { promptAdminRoutes } from './prompt-admin';
import { quickEntryAdminRoutes } from './quick-entry-admin';
import { staticTextAdminRoutes } from './static-text-admin';
import { traceRoutes } from './trace';
import { uiConfigRoutes } from './ui-config';
import { unitRoutes } from './units';
import { wyRoutes } from './wy';

export const platformRoutes: ApiRoute[] = [
  ...permissionRoutes,
  ...languageRoutes,
  ...languageAdminRoutes,
  ...lovRoutes,
  ...lovViewAdminRoutes,
  ...multiLanguageAdminRoutes,
  ...promptAdminRoutes,
  ...staticTextAdminRoutes,
  ...uiConfigRoutes,
  ...dataHierarchyRoutes,
  ...dataHierarchyAdminRoutes,
  ...quickEntryAdminRoutes,
  ...traceRoutes,
  ...wyRoutes,
  ...profileRoutes,
  ...codeRuleRoutes,
  ...unitRoutes,
];
