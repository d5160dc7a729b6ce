// Seed of the audit configuration (/hmnt/audit-config): the entities whose changes become versions
// in Audit Data. Every entity the audit seed has versions of, each enabled.
import { t, type Texts } from './lov-types';

export interface SeedAuditDataConfig {
  auditDataConfigId: number;
  serviceName: string;
  entityCode: string;
  tableName: string;
  displayName: Texts;
}

export const seedAuditDataConfigs: SeedAuditDataConfig[] = [
  {
    auditDataConfigId: 1,
    serviceName: 'hpfm',
    entityCode: 'HPFM.TENANT',
    tableName: 'hpfm_tenant',
    displayName: t('租户', 'Tenant'),
  },
  {
    auditDataConfigId: 2,
    serviceName: 'hiam',
    entityCode: 'HIAM.USER',
    tableName: 'iam_user',
    displayName: t('用户', 'User'),
  },
  {
    auditDataConfigId: 3,
    serviceName: 'hpfm',
    entityCode: 'HPFM.CURRENCY',
    tableName: 'hpfm_currency',
    displayName: t('币种', 'Currency'),
  },
  {
    auditDataConfigId: 4,
    serviceName: 'hsdr',
    entityCode: 'HSDR.JOB_INFO',
    tableName: 'hsdr_job_info',
    displayName: t('调度任务', 'Scheduled job'),
  },
];
