/**
 * The platform sub-app: personal pages and platform configuration under /hiam and /hpfm, the
 * scheduler's pages under /hsdr, and the report centre's under /hrpt (datasets, definitions,
 * query, label templates). Admin pages carry their menu code as authority: a user whose menu
 * lacks them gets the 403 page.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { platformTexts } from './texts';

export const platformApp: SubAppDefinition = {
  name: 'polaris-platform',
  titleKey: 'hpfm.app.title',
  promptKeys: ['hiam', 'hpfm', 'hsdr', 'hrpt'],
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
    {
      path: '/hiam/role',
      titleKey: 'hiam.roleAdmin.title',
      authority: 'hzero.system.role',
      component: retryableLazy(() => import('./features/role-admin/RolesSitePage')),
    },
    {
      path: '/hiam/role-org',
      titleKey: 'hiam.roleAdmin.title',
      authority: 'hzero.org.role',
      component: retryableLazy(() => import('./features/role-admin/RolesOrgPage')),
    },
    {
      path: '/hiam/permission-set',
      titleKey: 'hiam.permissionSet.title',
      authority: 'hzero.system.permission-set',
      component: retryableLazy(() => import('./features/permission-sets/PermissionSetsPage')),
    },
    {
      path: '/hiam/label',
      titleKey: 'hiam.label.title',
      authority: 'hzero.system.label',
      component: retryableLazy(() => import('./features/labels/LabelsPage')),
    },
    {
      path: '/hiam/api',
      titleKey: 'hiam.api.title',
      authority: 'hzero.system.api',
      component: retryableLazy(() => import('./features/api-permissions/ApiPermissionsPage')),
    },
    {
      path: '/hpfm/data-hierarchy',
      titleKey: 'hpfm.dataHierarchy.title',
      authority: 'hzero.platform.hierarchy',
      component: retryableLazy(() => import('./features/data-hierarchy/DataHierarchyPage')),
    },
    {
      path: '/hpfm/quick-entry',
      titleKey: 'hpfm.quickEntry.title',
      authority: 'hzero.platform.quick-entry',
      component: retryableLazy(() => import('./features/quick-entries/QuickEntriesPage')),
    },
    {
      path: '/hpfm/value-list',
      titleKey: 'hpfm.valueList.title',
      authority: 'hzero.platform.value-list',
      component: retryableLazy(() => import('./features/value-sets/ValueSetsPage')),
    },
    {
      path: '/hpfm/value-list-org',
      titleKey: 'hpfm.valueList.title',
      authority: 'hzero.org.value-list',
      component: retryableLazy(() => import('./features/value-sets/ValueSetsOrgPage')),
    },
    {
      path: '/hiam/client',
      titleKey: 'hiam.client.title',
      authority: 'hzero.system.client',
      component: retryableLazy(() => import('./features/clients/ClientsPage')),
    },
    {
      path: '/hiam/online-user',
      titleKey: 'hiam.online.title',
      authority: 'hzero.system.online',
      component: retryableLazy(() => import('./features/online-users/OnlineUsersPage')),
    },
    {
      path: '/hpfm/currency',
      titleKey: 'hpfm.currency.title',
      authority: 'hzero.platform.currency',
      component: retryableLazy(() => import('./features/currencies/CurrenciesPage')),
    },
    {
      path: '/hpfm/profile',
      titleKey: 'hpfm.profile.title',
      authority: 'hzero.platform.profile',
      component: retryableLazy(() => import('./features/profiles/ProfilesPage')),
    },
    {
      path: '/hpfm/profile-org',
      titleKey: 'hpfm.profile.title',
      authority: 'hzero.org.profile',
      component: retryableLazy(() => import('./features/profiles/ProfilesOrgPage')),
    },
    {
      path: '/hpfm/organization',
      titleKey: 'hpfm.organization.title',
      authority: 'hzero.system.tenant.org',
      component: retryableLazy(() => import('./features/organization/OrganizationPage')),
    },
    {
      path: '/hpfm/organization-org',
      titleKey: 'hpfm.organization.title',
      authority: 'hzero.org.organization',
      component: retryableLazy(() => import('./features/organization/OrganizationOrgPage')),
    },
    {
      path: '/hpfm/code-rule',
      titleKey: 'hpfm.codeRule.title',
      authority: 'hzero.platform.code-rule',
      component: retryableLazy(() => import('./features/code-rules/CodeRulesPage')),
    },
    {
      path: '/hpfm/code-rule-org',
      titleKey: 'hpfm.codeRule.title',
      authority: 'hzero.org.code-rule',
      component: retryableLazy(() => import('./features/code-rules/CodeRulesOrgPage')),
    },
    {
      path: '/hpfm/bank',
      titleKey: 'hpfm.bank.title',
      authority: 'hzero.platform.bank',
      component: retryableLazy(() => import('./features/banks/BanksPage')),
    },
    {
      path: '/hpfm/tenant-info',
      titleKey: 'hpfm.tenantInfo.title',
      authority: 'hzero.system.tenant.info',
      component: retryableLazy(() => import('./features/tenant-info/TenantInfoPage')),
    },
    {
      path: '/hpfm/tenant-init',
      titleKey: 'hpfm.tenantInit.title',
      authority: 'hzero.system.tenant.init',
      component: retryableLazy(() => import('./features/tenant-init/TenantInitPage')),
    },
    {
      path: '/hpfm/country',
      titleKey: 'hpfm.country.title',
      authority: 'hzero.platform.country',
      component: retryableLazy(() => import('./features/countries/CountriesPage')),
    },
    {
      path: '/hpfm/calendar',
      titleKey: 'hpfm.calendar.title',
      authority: 'hzero.platform.calendar',
      component: retryableLazy(() => import('./features/calendars/CalendarsPage')),
    },
    {
      path: '/hpfm/prompt',
      titleKey: 'hpfm.prompt.title',
      authority: 'hzero.platform.prompt',
      component: retryableLazy(() => import('./features/prompts/PromptsPage')),
    },
    {
      path: '/hpfm/languages',
      titleKey: 'hpfm.languages.title',
      authority: 'hzero.platform.languages',
      component: retryableLazy(() => import('./features/languages/LanguagesPage')),
    },
    {
      path: '/hpfm/static-text',
      titleKey: 'hpfm.staticText.title',
      authority: 'hzero.platform.static-text',
      component: retryableLazy(() => import('./features/static-texts/StaticTextsPage')),
    },
    {
      path: '/hpfm/lov-view',
      titleKey: 'hpfm.lovView.title',
      authority: 'hzero.platform.lov-view',
      component: retryableLazy(() => import('./features/lov-views/LovViewsPage')),
    },
    {
      path: '/hpfm/multi-language',
      titleKey: 'hpfm.multiLanguage.title',
      authority: 'hzero.platform.multi-language',
      component: retryableLazy(() => import('./features/multi-language/MultiLanguagePage')),
    },
    {
      path: '/hsdr/job-info',
      titleKey: 'hsdr.jobs.title',
      authority: 'hzero.scheduler.job',
      component: retryableLazy(() => import('./features/jobs/JobsPage')),
    },
    {
      path: '/hsdr/concurrent',
      titleKey: 'hsdr.concurrent.title',
      authority: 'hzero.scheduler.concurrent',
      component: retryableLazy(() => import('./features/concurrent/ConcurrentPage')),
    },
    {
      path: '/hrpt/label-template',
      titleKey: 'hrpt.labelTemplate.title',
      authority: 'hzero.report.label',
      component: retryableLazy(() => import('./features/label-templates/LabelTemplatesPage')),
    },
    {
      path: '/hsdr/job-log',
      titleKey: 'hsdr.jobLogs.title',
      authority: 'hzero.scheduler.log',
      component: retryableLazy(() => import('./features/job-logs/JobLogsPage')),
    },
    {
      path: '/hiam/sub-account-site',
      titleKey: 'hiam.users.title',
      authority: 'hzero.system.user',
      component: retryableLazy(() => import('./features/users/UsersSitePage')),
    },
    {
      path: '/hiam/sub-account-org',
      titleKey: 'hiam.users.orgTitle',
      authority: 'hzero.org.sub-account',
      component: retryableLazy(() => import('./features/users/UsersOrgPage')),
    },
    {
      path: '/hiam/security-policy',
      titleKey: 'hiam.securityPolicy.title',
      authority: 'hzero.system.security',
      component: retryableLazy(() => import('./features/security-policy/SecurityPolicyPage')),
    },
    {
      path: '/hrpt/dataset',
      titleKey: 'hrpt.dataset.title',
      authority: 'hzero.report.dataset',
      component: retryableLazy(() => import('./features/report-datasets/DatasetsPage')),
    },
    {
      path: '/hrpt/report-define',
      titleKey: 'hrpt.reportDefine.title',
      authority: 'hzero.report.define',
      component: retryableLazy(() => import('./features/report-defines/ReportDefinesPage')),
    },
    {
      path: '/hrpt/report-query',
      titleKey: 'hrpt.reportQuery.title',
      authority: 'hzero.report.query',
      component: retryableLazy(() => import('./features/report-query/ReportQueryPage')),
    },
  ],
};
