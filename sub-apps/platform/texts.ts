/**
 * Texts shipped with the platform sub-app: its own title here, each page's in its feature
 * folder, and the component kit's (src/kit) under them so its pages can use the kit. The
 * gateway's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as banks } from './features/banks/texts';
import { texts as tenantInfo } from './features/tenant-info/texts';
import { texts as tenantInit } from './features/tenant-init/texts';
import { texts as calendars } from './features/calendars/texts';
import { texts as clients } from './features/clients/texts';
import { texts as codeRules } from './features/code-rules/texts';
import { texts as countries } from './features/countries/texts';
import { texts as currencies } from './features/currencies/texts';
import { texts as dataHierarchy } from './features/data-hierarchy/texts';
import { texts as jobLogs } from './features/job-logs/texts';
import { texts as jobs } from './features/jobs/texts';
import { texts as concurrent } from './features/concurrent/texts';
import { texts as labelTemplates } from './features/label-templates/texts';
import { texts as menuConfig } from './features/menu-config/texts';
import { texts as apiPermissions } from './features/api-permissions/texts';
import { texts as labels } from './features/labels/texts';
import { texts as languages } from './features/languages/texts';
import { texts as lovViews } from './features/lov-views/texts';
import { texts as multiLanguage } from './features/multi-language/texts';
import { texts as permissionSets } from './features/permission-sets/texts';
import { texts as organization } from './features/organization/texts';
import { texts as profiles } from './features/profiles/texts';
import { texts as prompts } from './features/prompts/texts';
import { texts as quickEntries } from './features/quick-entries/texts';
import { texts as reportDatasets } from './features/report-datasets/texts';
import { texts as reportDefines } from './features/report-defines/texts';
import { texts as reportQuery } from './features/report-query/texts';
import { texts as staticTexts } from './features/static-texts/texts';
import { texts as roleAdmin } from './features/role-admin/texts';
import { texts as onlineUsers } from './features/online-users/texts';
import { texts as roles } from './features/roles/texts';
import { texts as tenants } from './features/tenants/texts';
import { texts as securityPolicy } from './features/security-policy/texts';
import { texts as userInfo } from './features/user-info/texts';
import { texts as users } from './features/users/texts';
import { texts as valueSets } from './features/value-sets/texts';

const app: Record<string, TextMap> = {
  en_US: {
    'hpfm.app.title': 'Platform',
  },
  zh_CN: {
    'hpfm.app.title': '平台',
  },
};

const shipped = ['en_US', 'zh_CN'];

export const platformTexts: Record<string, TextMap> = Object.fromEntries(
  shipped.map((lang) => [
    lang,
    Object.assign(
      {},
      ...[
        kitTexts,
        app,
        userInfo,
        roles,
        tenants,
        menuConfig,
        jobs,
        jobLogs,
        concurrent,
        currencies,
        banks,
        tenantInfo,
        tenantInit,
        countries,
        calendars,
        valueSets,
        profiles,
        organization,
        codeRules,
        dataHierarchy,
        quickEntries,
        users,
        securityPolicy,
        roleAdmin,
        clients,
        onlineUsers,
        labels,
        permissionSets,
        apiPermissions,
        prompts,
        languages,
        staticTexts,
        lovViews,
        multiLanguage,
        reportDatasets,
        reportDefines,
        reportQuery,
        labelTemplates,
      ].map((part) => part[lang]),
    ),
  ]),
);
