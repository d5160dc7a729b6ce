// Scope rows of the property records (/wy/api/:version/PROP/project, /house, /owner;
// property-records.ts and property-house-import.ts). The paths name no organisation: a caller
// probes another organisation's projects, houses and owners by their ids and codes, and must be
// answered "not found" (an envelope with `success: false`) or find none of them in a list. The
// writes' button codes are checked in property-records.test.ts (the envelope carries no code the
// role check of the table reads), so the own call is checked where the role holds them.
import type { Caller } from './scoping-fixtures';
import { scoped, type Call, type Probe, type RouteScope, type ScopeTable } from './scoping-types';

const PROP = '/wy/api/:version/PROP';
const VERSION = { version: 'v1.0' };

interface Records {
  project: number;
  projectCode: string;
  /** A house no owner holds (Globex's only one has an owner: deleting it is refused anyway). */
  house: string;
  room: string;
  owner: number;
  ownerName: string;
}

const RECORDS: Record<number, Records> = {
  1: { project: 1, projectCode: 'YGHY', house: 'H102', room: '102', owner: 1, ownerName: '王建国' },
  2: {
    project: 3,
    projectCode: 'GX-DORM',
    house: 'G301',
    room: '301',
    owner: 4,
    ownerName: 'Dana',
  },
};

/** Acme's property manager and the administrators hold the records' button codes. */
const mayWrite = (c: Caller) => c.tenantId === 1 && (c.admin || c.roleId === 11);

/** An envelope that answered (not a refusal): what a probe of another's record must not get. */
const answered = (body: unknown) => (body as { success?: boolean } | null)?.success === true;
/** A list answer showing any row. */
const listed = (body: unknown) =>
  ((body as { result?: { content?: unknown[] } } | null)?.result?.content?.length ?? 0) > 0;

const call = (extra: Omit<Call, 'params'> & { params?: Call['params'] } = {}): Call => ({
  ...extra,
  params: { ...VERSION, ...extra.params },
});

/** A list: the victim's record never shows, searched by what only it has. */
const list = (query: (r: Records) => string): RouteScope =>
  scoped({
    own: () => call(),
    others: (_c, victim) =>
      RECORDS[victim] ? [{ ...call({ query: query(RECORDS[victim]) }), reveals: listed }] : [],
  });

/** A write naming a record: the own one works where the role may; another's is not found. */
const write = (made: (r: Records) => Call, checkOwn = mayWrite): RouteScope =>
  scoped({
    own: (c) => call(made(RECORDS[c.tenantId] ?? RECORDS[1])),
    checkOwn,
    others: (_c, victim): Probe[] =>
      RECORDS[victim] ? [{ ...call(made(RECORDS[victim])), reveals: answered }] : [],
  });

const PROJECT = { projectName: 'Probe', address: '', area: 1, enabledFlag: 1 };
const HOUSE = { building: '9', unit: '9', roomNumber: '999', area: 1, houseStatus: 'VACANT' };
const OWNER = { ownerName: 'Probe', phone: '12345' };

export const propertyRecordScopes: ScopeTable = {
  [`GET ${PROP}/project`]: list((r) => `projectCode=${r.projectCode}`),
  [`POST ${PROP}/project`]: scoped({
    own: () => call({ body: { ...PROJECT, projectCode: 'PROBE' } }),
    checkOwn: mayWrite,
  }),
  [`PUT ${PROP}/project`]: write((r) => ({
    body: { ...PROJECT, projectCode: 'PROBE', projectId: r.project, objectVersionNumber: 1 },
  })),
  [`GET ${PROP}/house`]: list((r) => `roomNumber=${r.room}&project=${r.projectCode}`),
  [`POST ${PROP}/house`]: write((r) => ({ body: { ...HOUSE, projectId: r.project } })),
  [`PUT ${PROP}/house`]: write((r) => ({
    body: { ...HOUSE, projectId: r.project, houseId: r.house, objectVersionNumber: 1 },
  })),
  [`DELETE ${PROP}/house/:houseId`]: write(
    (r) => ({ params: { houseId: r.house }, query: 'objectVersionNumber=1' }),
    (c) => c.tenantId === 1 && c.admin,
  ),
  [`POST ${PROP}/house/import`]: scoped({
    // the file names no id: project codes are looked up in the caller's organisation only
    // (another's code is "no project": property-house-import.test.ts); 'probe' has no rows
    own: () => call({ form: {}, file: 'houses.csv' }),
    checkOwn: () => false,
  }),
  [`GET ${PROP}/house/import-template`]: scoped({ own: () => call() }),
  [`POST ${PROP}/house/sync`]: scoped({ own: () => call(), checkOwn: (c) => c.tenantId === 1 }),
  [`GET ${PROP}/owner`]: list((r) => `ownerName=${r.ownerName}`),
  [`POST ${PROP}/owner`]: scoped({ own: () => call({ body: OWNER }), checkOwn: mayWrite }),
  [`PUT ${PROP}/owner`]: write((r) => ({
    body: { ...OWNER, ownerId: r.owner, objectVersionNumber: 1 },
  })),
};
