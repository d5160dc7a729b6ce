// Scope rows of the charging pages' routes (Charge Standards, Bills, Receipts; property-charging.ts
// and property-bills.ts). The `/wy` paths name no tenant: a caller probes another organisation's
// records by their ids (or a list by their codes) and must find nothing; the answers are
// envelopes, so a probe's `reveals` says whether it worked. See scoping-types.ts.
import { officeMonth } from '../../data/property-charging';
import type { Caller } from './scoping-fixtures';
import { forms, scoped, type Probe, type RouteScope, type ScopeTable } from './scoping-types';

interface ChargingSeed {
  standard: { standardId: number; standardCode: string; projectId: number };
  house: { houseId: string; houseName: string };
  /** An unpaid bill (the current month's). */
  unpaidBill: number;
}

/** Seed records per organisation (mock/data/property-charging.ts); the platform (0) has none. */
const SEED: Record<number, ChargingSeed> = {
  1: {
    standard: { standardId: 1, standardCode: 'YG-PM', projectId: 1 },
    house: { houseId: 'H101', houseName: '阳光花园 1-101' },
    unpaidBill: 9,
  },
  2: {
    standard: { standardId: 5, standardCode: 'GX-DORM', projectId: 3 },
    house: { houseId: 'G301', houseName: 'Globex Staff Dormitory A-301' },
    unpaidBill: 12,
  },
};

const V = { version: 'v1.0' };
const succeeded = (body: unknown) => (body as { success?: boolean } | null)?.success === true;
const hasRows = (body: unknown) =>
  ((body as { result?: { content?: unknown[] } } | null)?.result?.content ?? []).length > 0;
/** The property manager of Acme and the administrators hold the charging codes. */
const managerMay = (c: Caller) => c.admin || c.roleId === 11;
/** Only the administrators hold the (hidden) delete codes. */
const deleteMay = (c: Caller) => c.admin;

/** A list: another organisation's rows never show, whatever the caller searches for. */
const list = (query: (seed: ChargingSeed) => string): RouteScope =>
  scoped({
    own: () => ({ params: V }),
    others: (_c, victim) =>
      SEED[victim] ? [{ params: V, query: query(SEED[victim]), reveals: hasRows }] : [],
  });

/** A call naming a record: the own one works where the role may; another tenant's does nothing. */
const write = (
  call: (seed: ChargingSeed) => Omit<Probe, 'params'>,
  may: (c: Caller) => boolean,
): RouteScope =>
  scoped({
    own: (c) => ({ params: V, ...call(SEED[c.tenantId] ?? SEED[1]) }),
    checkOwn: (c) => may(c) && SEED[c.tenantId] !== undefined,
    others: (_c, victim) =>
      SEED[victim] ? [{ params: V, ...call(SEED[victim]), reveals: succeeded }] : [],
  });

const standardBody = (seed: ChargingSeed, code: string) => ({
  projectId: seed.standard.projectId,
  standardCode: code,
  standardName: 'Probe',
  billingMethod: 'FIXED_MONTHLY',
  unitPrice: 10,
  enabledFlag: 1,
});

export const chargingScopes: ScopeTable = {
  ...forms(
    'GET',
    '/wy/api/:version/PROP/charge-standard',
    list((seed) => `standardCode=${seed.standard.standardCode}`),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/charge-standard',
    write((seed) => ({ body: standardBody(seed, 'PROBE-1') }), managerMay),
  ),
  ...forms(
    'PUT',
    '/wy/api/:version/PROP/charge-standard',
    write(
      (seed) => ({
        body: {
          ...standardBody(seed, 'PROBE-2'),
          standardId: seed.standard.standardId,
          objectVersionNumber: 1,
        },
      }),
      managerMay,
    ),
  ),
  ...forms(
    'DELETE',
    '/wy/api/:version/PROP/charge-standard',
    write(
      (seed) => ({ body: [{ standardId: seed.standard.standardId, objectVersionNumber: 1 }] }),
      deleteMay,
    ),
  ),
  ...forms(
    'PUT',
    '/wy/api/:version/PROP/charging-parameter-setting/house-alias',
    scoped({
      own: () => ({ params: V, body: { houseAlias: '单元' } }),
      checkOwn: managerMay,
    }),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/bill',
    list((seed) => `house=${seed.house.houseId}`),
  ),
  ...forms(
    'DELETE',
    '/wy/api/:version/PROP/bill',
    write((seed) => ({ body: [{ billId: seed.unpaidBill, objectVersionNumber: 1 }] }), deleteMay),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/charge/preview',
    write((seed) => ({ body: { houseId: seed.house.houseId } }), managerMay),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/report/export',
    scoped({
      own: () => ({ params: V, query: `month=${officeMonth(Date.now())}` }),
      checkOwn: managerMay,
      others: (_c, victim) =>
        SEED[victim]
          ? [
              {
                params: V,
                query: `month=${officeMonth(Date.now())}`,
                reveals: (body) => String(body).includes(SEED[victim].house.houseName),
              },
            ]
          : [],
    }),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/receipt',
    list((seed) => `house=${seed.house.houseId}`),
  ),
};
