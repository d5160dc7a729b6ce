// Scope rows of the property office's customer service (property-service.ts, repair orders and
// workers; property-complaints.ts). The `/wy` paths name no tenant: a caller tries another
// organisation's order, worker and complaint ids (seed: mock/data/property-service.ts), and a
// failure envelope (`success: false`) reveals nothing. Acme (1) has the seed the property
// manager works on; Globex (2) one of each; the platform (0) none. See scoping-types.ts.
import type { Caller } from './scoping-fixtures';
import { forms, rowsOf, same, scoped, type Probe, type ScopeTable } from './scoping-types';

interface ServiceRecords {
  house: string;
  /** A NEW repair order, a DISPATCHED one (Globex has only a NEW one) and a worker. */
  newOrder: number;
  dispatched: number;
  worker: number;
  /** An OPEN complaint. */
  complaint: number;
  /** What each list shows only to its tenant. */
  houseName: string;
  title: string;
}

const SERVICE: Record<number, ServiceRecords> = {
  1: {
    house: 'H101',
    newOrder: 1,
    dispatched: 3,
    worker: 1,
    complaint: 1,
    houseName: '阳光花园',
    title: '车库',
  },
  2: {
    house: 'G301',
    newOrder: 901,
    dispatched: 901,
    worker: 4,
    complaint: 901,
    houseName: 'Globex',
    title: 'Laundry',
  },
};

const V = { version: 'v1.0' };
/** Only Acme's property manager (and its administrator) works on records of its own. */
const acme = (c: Caller) => c.tenantId === 1;
const mine = (c: Caller): ServiceRecords => SERVICE[c.tenantId] ?? SERVICE[1];
/** An answer with a result: a failure envelope reveals nothing. */
const answered = (body: unknown) => (body as { success?: boolean } | null)?.success === true;
/** A list answer with any row. */
const anyResultRow = (body: unknown) => rowsOf((body as { result?: unknown }).result).length > 0;

/** Probes against each of the victim's records (none for a tenant without any). */
const against = (victim: number, probes: (r: ServiceRecords) => Probe[]): Probe[] =>
  SERVICE[victim] ? probes(SERVICE[victim]) : [];

const list = (query: (r: ServiceRecords) => string) =>
  scoped({
    own: () => ({ params: V }),
    others: (_c, victim) =>
      against(victim, (r) => [{ params: V, query: query(r), reveals: anyResultRow }]),
  });

/** A write naming records: the own works at Acme; another organisation's ids answer nothing. */
const write = (
  body: (r: ServiceRecords) => unknown,
  crossed: (own: ServiceRecords, victim: ServiceRecords) => unknown[] = () => [],
  checkOwn: (c: Caller) => boolean = acme,
) =>
  scoped({
    own: (c) => ({ params: V, body: body(mine(c)) }),
    checkOwn,
    others: (c, victim) =>
      against(victim, (r) =>
        [body(r), ...crossed(mine(c), r)].map((sent) => ({
          params: V,
          body: sent,
          reveals: answered,
        })),
      ),
  });

const ORDER = { reporter: 'Probe', phone: '13800000009', description: 'Probe' };

export const propertyServiceScopes: ScopeTable = {
  ...forms(
    'GET',
    '/wy/api/:version/PROP/repair-order',
    list((r) => `houseName=${r.houseName}`),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/repair-order/houses',
    same('the session organisation’s houses; the request names none'),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/worker',
    same('the session organisation’s workers; the request names none'),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/repair-order',
    write((r) => ({ ...ORDER, houseId: r.house })),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/repair-order/dispatch',
    write(
      (r) => ({ repairOrderId: r.newOrder, objectVersionNumber: 1, workerId: r.worker }),
      // the caller's own order to the other organisation's worker
      (own, victim) => [
        { repairOrderId: own.newOrder, objectVersionNumber: 1, workerId: victim.worker },
      ],
    ),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/repair-order/close',
    // closing needs photos uploaded first: the own call is the contract test's
    write(
      (r) => ({
        repairOrderId: r.dispatched,
        objectVersionNumber: 1,
        resolution: 'Probe',
        attachmentUuid: 'c0ffee00d1ce4a5e9b7a5eed00000003',
      }),
      undefined,
      () => false,
    ),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/complaint',
    list((r) => `title=${r.title}`),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/complaint/:complaintId',
    scoped({
      own: (c) => ({ params: { ...V, complaintId: mine(c).complaint } }),
      checkOwn: (c) => SERVICE[c.tenantId] !== undefined,
      others: (_c, victim) =>
        against(victim, (r) => [{ params: { ...V, complaintId: r.complaint }, reveals: answered }]),
    }),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/complaint/reply',
    write((r) => ({ complaintId: r.complaint, text: 'Probe' })),
  ),
  ...forms(
    'POST',
    '/wy/api/:version/PROP/complaint/close',
    write((r) => ({ complaintId: r.complaint, objectVersionNumber: 1 })),
  ),
};
