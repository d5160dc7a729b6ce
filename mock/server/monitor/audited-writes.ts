// The writes the gateway audits: a saved currency (HPFM.CURRENCY, the platform's) and a saved
// scheduled job (HSDR.JOB_INFO, its organisation's) each become a new version in Audit Data with
// the fields that changed, unless the audit configuration has their entity switched off.
import { t } from '../../data/lov-types';
import type { CurrencyRow, JobRow } from '../admin/wire';
import type { UserContext } from '../context';
import type { FieldChange } from './audit-trail';

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

function changedBy(ctx: UserContext): string {
  return ctx.state.accounts.profile(ctx.session.userId).realName;
}

const CURRENCY_FIELDS: [keyof CurrencyRow, ReturnType<typeof t>][] = [
  ['currencyName', t('币种名称', 'Currency name')],
  ['countryName', t('国家/地区', 'Country')],
  ['defaultPrecision', t('精度', 'Precision')],
  ['financialPrecision', t('财务精度', 'Financial precision')],
  ['currencySymbol', t('货币符号', 'Symbol')],
  ['enabledFlag', t('启用', 'Enabled')],
];

const JOB_FIELDS: [keyof JobRow, ReturnType<typeof t>][] = [
  ['description', t('描述', 'Description')],
  ['cron', t('Cron 表达式', 'Cron expression')],
  ['jobPriority', t('优先级', 'Priority')],
];

function fieldChanges<R>(fields: [keyof R, ReturnType<typeof t>][], before: R, after: R) {
  return fields.map(
    ([field, fieldName]): FieldChange => ({
      fieldCode: String(field),
      fieldName,
      before: text(before[field] as string | number | null),
      after: text(after[field] as string | number | null),
    }),
  );
}

export function auditCurrency(ctx: UserContext, before: CurrencyRow, after: CurrencyRow): void {
  ctx.state.monitor.audit.recordChange({
    entityCode: 'HPFM.CURRENCY',
    entityId: after.currencyId,
    tenantId: 0,
    auditType: 'UPDATE',
    changedBy: changedBy(ctx),
    fields: fieldChanges(CURRENCY_FIELDS, before, after),
  });
}

export function auditJob(ctx: UserContext, before: JobRow, after: JobRow): void {
  ctx.state.monitor.audit.recordChange({
    entityCode: 'HSDR.JOB_INFO',
    entityId: after.jobId,
    tenantId: after.tenantId,
    auditType: 'UPDATE',
    changedBy: changedBy(ctx),
    fields: fieldChanges(JOB_FIELDS, before, after),
  });
}
