// The callers and the seed records of each tenant that the cross-tenant table (scoping-table.ts)
// names: every demo user under each of their roles, and per tenant the records another tenant's
// caller tries to reach.
import { seedJobs } from '../../data/jobs';
import { seedLovs } from '../../data/lovs';

export type DemoUser = 'admin' | 'alice';

export interface Caller {
  user: DemoUser;
  roleId: number;
  tenantId: number;
  /** A site-level role: reads every tenant's records where HZERO's site level does. */
  site: boolean;
  /** An administrator role: approves every permission code of its level. */
  admin: boolean;
}

export const CALLERS: readonly Caller[] = [
  { user: 'admin', roleId: 1, tenantId: 0, site: true, admin: true },
  { user: 'admin', roleId: 2, tenantId: 1, site: false, admin: true },
  { user: 'alice', roleId: 11, tenantId: 1, site: false, admin: false },
  { user: 'alice', roleId: 12, tenantId: 2, site: false, admin: false },
];

export const TENANTS: readonly number[] = [0, 1, 2];

/** The tenants a user holds a role in, and the roles they hold. */
export const MEMBERSHIPS: Record<DemoUser, { tenants: number[]; roles: number[] }> = {
  admin: { tenants: [0, 1], roles: [1, 2] },
  alice: { tenants: [1, 2], roles: [11, 12] },
};

/** Who looks at a tenant's records afterwards (the victim's view): a role of that tenant. */
export const VIEWERS: Record<number, { user: DemoUser; roleId: number }> = {
  0: { user: 'admin', roleId: 1 },
  1: { user: 'alice', roleId: 11 },
  2: { user: 'alice', roleId: 12 },
};

/** The other demo user, and the tenant their session starts in. */
export const otherUser = (user: DemoUser): { user: DemoUser; tenantId: number } =>
  user === 'admin' ? { user: 'alice', tenantId: 1 } : { user: 'admin', tenantId: 0 };

/** A user's first seed message (ids are `userId * 1000 + n`; unread at start). */
export const firstMessageOf = (user: DemoUser): number => (user === 'admin' ? 1001 : 2001);

const lovIdOf = (code: string): number => seedLovs.findIndex((lov) => lov.lovCode === code) + 1;

function jobOf(tenantId: number, status: string): number {
  const job = seedJobs.find((one) => one.tenantId === tenantId && one.jobStatus === status);
  if (!job) throw new Error(`No ${status} job in tenant ${tenantId}`);
  return job.jobId;
}

export interface SeedAttachment {
  uuid: string;
  bucket: string;
  /** One of its files: its name, and its URL as a placeholder (`fileUrlOf`). */
  fileName: string;
  url: string;
}

/**
 * A seed file's URL stands in a call as this placeholder, which the test replaces with the URL
 * the gateway gave the file (a random key per reset: no caller could guess it, but the table
 * assumes one learnt it).
 */
export const fileUrlOf = (tenantId: number): string => `{{fileUrl:${tenantId}}}`;
export const FILE_URL_PLACEHOLDER = /\{\{fileUrl:(\d+)\}\}/g;

export interface TenantRecords {
  /** A published notice of the tenant (the platform's are everybody's). */
  notice: number;
  /** The tenant's own value set: code and id (the platform's are predefined: readable). */
  lov: { code: string; id: number };
  jobs: { running: number; paused: number; fresh: number; code: string };
  audit: { entityCode: string; entityId: number };
  /** A process instance run in the tenant. */
  process?: number;
  attachment: SeedAttachment;
  house?: string;
}

const job = (tenantId: number) => ({
  running: jobOf(tenantId, 'RUNNING'),
  paused: jobOf(tenantId, 'PAUSE'),
  fresh: jobOf(tenantId, 'NEW'),
  code: seedJobs.find((one) => one.jobId === jobOf(tenantId, 'RUNNING'))!.jobCode,
});

const lov = (code: string) => ({ code, id: lovIdOf(code) });

export const RECORDS: Record<number, TenantRecords> = {
  0: {
    notice: 1,
    lov: lov('HPFM.FLAG'),
    jobs: job(0),
    audit: { entityCode: 'HPFM.CURRENCY', entityId: 2 },
    attachment: {
      uuid: 'c0ffee00d1ce4a5e9b7a5eed00000002',
      bucket: 'hpfm',
      fileName: 'platform-logo.svg',
      url: fileUrlOf(0),
    },
  },
  1: {
    notice: 3,
    lov: lov('ACME.HOUSE_TYPE'),
    jobs: job(1),
    audit: { entityCode: 'HPFM.TENANT', entityId: 1 },
    process: 10001,
    attachment: {
      uuid: 'c0ffee00d1ce4a5e9b7a5eed00000001',
      bucket: 'hfle',
      fileName: 'meter-readings.csv',
      url: fileUrlOf(1),
    },
    house: 'H101',
  },
  2: {
    notice: 4,
    lov: lov('GLOBEX.SHIFT'),
    jobs: job(2),
    audit: { entityCode: 'HSDR.JOB_INFO', entityId: 2001 },
    process: 10004,
    attachment: {
      uuid: 'c0ffee00d1ce4a5e9b7a5eed00000003',
      bucket: 'hmsg',
      fileName: 'shift-roster.csv',
      url: fileUrlOf(2),
    },
  },
};
