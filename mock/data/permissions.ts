// Permission codes per role for POST /iam/hzero/v1/menus/check-permissions, and the property
// backend's authority codes for GET /wy/api/v1/AuthorityApi/GetCurrentAuthority.
// Admin roles (adminFlag 1, or code administrator / tenant-admin) approve every code; the roles
// below approve exactly their `approved` codes. A denied code answers controllerType `hidden` when
// listed in `hidden`, otherwise `disabled` (the server default).
import type { ControllerType } from '../server/platform-types';

export const ADMIN_ROLE_CODES = ['administrator', 'tenant-admin'];

export const DEFAULT_CONTROLLER_TYPE: ControllerType = 'disabled';

/**
 * Site-level permission codes: the platform pages (and their buttons) that change platform data
 * through the site form, each of which an organisation has its own page for where it has any
 * (value sets `hzero.org.value-list`, announcements `hzero.org.message.notice`, data audit
 * `hzero.org.audit.data`; currencies are the platform's only). HZERO grants a role permission
 * sets of its own level only, so no organisation-level role holds these, an organisation's
 * administrator included; they answer `hidden` to it.
 */
export const SITE_LEVEL_CODES: readonly string[] = [
  'hzero.platform.currency',
  // the platform's concurrent programs: enabled and disabled through the site form
  'hsdr.concurrent.button.program',
  'hpfm.currency.button.create',
  'hpfm.currency.button.edit',
  'hpfm.currency.button.delete',
  'hzero.platform.value-list',
  'hzero.message.notice',
  'hzero.monitor.audit-data',
  'hzero.platform.prompt',
  'hpfm.prompt.button.create',
  'hpfm.prompt.button.edit',
  'hpfm.prompt.button.delete',
  'hzero.platform.languages',
  'hpfm.languages.button.edit',
  'hzero.platform.static-text',
  'hpfm.static-text.button.create',
  'hpfm.static-text.button.edit',
  'hpfm.static-text.button.delete',
  'hzero.platform.lov-view',
  // the platform's label templates (/hrpt/label-template), site form only
  'hzero.report.label',
  'hrpt.label-template.button.create',
  'hrpt.label-template.button.edit',
  'hpfm.lov-view.button.create',
  'hpfm.lov-view.button.edit',
  'hpfm.lov-view.button.delete',
  'hzero.platform.multi-language',
  'hpfm.multi-language.button.edit',
  'hzero.platform.hierarchy',
  'hpfm.data-hierarchy.button.create',
  'hpfm.data-hierarchy.button.edit',
  'hzero.platform.quick-entry',
  'hpfm.quick-entry.button.create',
  'hpfm.quick-entry.button.delete',
  'hzero.platform.country',
  'hpfm.country.button.create',
  'hpfm.country.button.edit',
  'hpfm.country.button.delete',
  'hzero.platform.bank',
  'hpfm.bank.button.create',
  'hpfm.bank.button.edit',
  'hpfm.bank.button.delete',
  'hzero.system.tenant.info',
  'hpfm.tenant.button.create',
  'hpfm.tenant.button.edit',
  'hzero.system.tenant.init',
  'hpfm.tenant-init.button.create',
  'hpfm.tenant-init.button.retry',
  // the report centre (site level only)
  'hzero.report.dataset',
  'hrpt.dataset.button.create',
  'hrpt.dataset.button.edit',
  'hzero.report.define',
  'hrpt.report-define.button.create',
  'hrpt.report-define.button.edit',
  'hzero.report.query',
  'hrpt.report-query.button.export',
];

export interface RolePermissionSeed {
  approved: string[];
  hidden: string[];
}

export const rolePermissions: Record<string, RolePermissionSeed> = {
  'acme-property-manager': {
    approved: [
      'hzero.user.info.button.edit',
      'hzero.user.info.button.password',
      'acme.property.project.button.create',
      'acme.property.project.button.edit',
      'acme.property.house.button.create',
      'acme.property.house.button.edit',
      'acme.property.house.button.import',
      'acme.property.owner.button.create',
      'acme.property.owner.button.edit',
      'acme.property.standard.button.create',
      'acme.property.standard.button.edit',
      'acme.property.standard.button.alias',
      'acme.property.bill.button.export',
      'acme.property.bill.button.preview',
      'acme.property.receipt.button.print',
      'acme.property.repair.button.create',
      'acme.property.repair.button.dispatch',
      'acme.property.repair.button.close',
      'acme.property.complaint.button.reply',
      'acme.property.complaint.button.close',
      'hmsg.user-message.button.read-all',
      'hsdr.job-info.button.log',
    ],
    hidden: [
      'acme.property.house.button.delete',
      'acme.property.bill.button.delete',
      'acme.property.standard.button.delete',
    ],
  },
  // Globex keeps staff details in its HR system: planners may not edit their profile here.
  'globex-production-planner': {
    approved: [
      'hzero.user.info.button.password',
      'globex.production.plan.button.create',
      'globex.production.plan.button.edit',
      'globex.production.plan.button.release',
      'globex.production.work-order.button.create',
      'globex.production.work-order.button.release',
      'globex.production.work-order.button.start',
      'globex.production.work-order.button.complete',
      'globex.production.work-order.button.close',
      'globex.production.routing.button.edit',
      'globex.production.inspection.button.create',
      'globex.production.gantt.button.save',
      'globex.production.gantt.button.link',
      'globex.report.daily.button.export',
      'globex.production.bom.button.edit',
      // scheduled jobs: run, pause and resume them and read their logs; not start, edit or delete
      'hsdr.job-info.button.trigger',
      'hsdr.job-info.button.pause',
      'hsdr.job-info.button.resume',
      'hsdr.job-info.button.log',
    ],
    hidden: [
      'globex.production.plan.button.delete',
      'globex.production.bom.button.delete',
      'hsdr.job-info.button.delete',
    ],
  },
};

/** Authority codes of the property backend (`/wy`), per role code; admin roles get them all. */
export const wyAuthorities: Record<string, string[]> = {
  'acme-property-manager': [
    'Pages',
    'Pages.Property',
    'Pages.Property.Project',
    'Pages.Property.House',
    'Pages.Property.House.Create',
    'Pages.Property.House.Edit',
    'Pages.Property.Owner',
    'Pages.Property.Charging',
    'Pages.Property.Charging.Preview',
    'Pages.Property.Charging.Export',
    'Pages.Property.Service',
  ],
  'globex-production-planner': ['Pages'],
};

export const ALL_WY_AUTHORITIES = [
  ...new Set([
    ...Object.values(wyAuthorities).flat(),
    'Pages.Property.House.Delete',
    'Pages.Property.Charging.Standard',
    'Pages.Administration',
  ]),
];
