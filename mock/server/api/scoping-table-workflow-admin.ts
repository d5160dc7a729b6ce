// Scope rows of the workflow administration pages (issue 27): process definitions and documents,
// both forms, for an administrator of the form. Each organisation's seed process and document
// (mock/data/workflow-definitions.ts) is what another organisation's administrator tries to read,
// suspend and change; the platform (tenant 0) has none. See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import { forms, scoped, seesAll, type Call, type Form, type ScopeTable } from './scoping-types';

const DEFINITIONS = '/hwfl/v1[/:tid]/process/definitions';
const DOCUMENTS = '/hwfl/v1[/:tid]/process/documents';
const INSTANCES = '/hwfl/v1[/:tid]/process/monitor/instances';

/** Each organisation's seed process version, document and a key it has deployed. */
interface Seed {
  definition: number;
  document: number;
  key: string;
  /** A running instance (mock/data/approval.ts), a suspended one, a user to reassign to. */
  running: number;
  suspended: number;
  user: number;
}
const SEED: Record<number, Seed> = {
  1: {
    definition: 302,
    document: 501,
    key: 'METER_READING',
    running: 10001,
    suspended: 10003,
    user: 1001,
  },
  2: {
    definition: 401,
    document: 601,
    key: 'LINE_CHANGEOVER',
    running: 10004,
    suspended: 10004,
    user: 2001,
  },
};

/** The organisation an own call is about: its own, on the site form Acme. */
const ownTenant = (c: Caller, form: Form) => (form === 'site' ? 1 : c.tenantId);

const GRAPH = {
  nodes: [
    { nodeId: 'start', kind: 'start', name: 'Start' },
    {
      nodeId: 'check',
      kind: 'userTask',
      name: 'Check',
      assignee: { type: 'starter' },
      actions: ['Approved'],
    },
    { nodeId: 'end', kind: 'end', name: 'End' },
  ],
  flows: [
    { from: 'start', to: 'check' },
    { from: 'check', to: 'end' },
  ],
};

const definitionOf = (definitionId: number, body?: unknown): Call => ({
  params: { definitionId },
  body,
});
const documentRef = (documentId: number): Call => ({
  body: { documentId, objectVersionNumber: 1, documentName: 'Probe' },
});

/**
 * Both forms of a call: the tenant form for an administrator of the caller's organisation, the
 * site form for a site-level one. `own` builds the call for an organisation's seed records (none
 * for the platform: its own call is not checked); `probe` is tried on another organisation's.
 */
function bothForms(
  method: string,
  pattern: string,
  own: (seed: Seed | undefined, c: Caller, form: Form) => Call,
  probe?: (seed: Seed) => Call,
  needsSeed = true,
): ScopeTable {
  const row = (form: Form) =>
    scoped({
      own: (c) => own(SEED[ownTenant(c, form)], c, form),
      role: (c) => (form === 'site' ? c.site : c.admin),
      checkOwn: (c) => !needsSeed || SEED[ownTenant(c, form)] !== undefined,
      others: (c, victim) =>
        !probe || seesAll(c, form) || !SEED[victim] ? [] : [probe(SEED[victim])],
    });
  return {
    ...forms(method, pattern.replace('[/:tid]', '/:tid'), row('tenant')),
    ...forms(method, pattern.replace('[/:tid]', ''), row('site')),
  };
}

const one = (seed: Seed | undefined) => definitionOf(seed?.definition ?? 1);
const siteTenant = (form: Form) => (form === 'site' ? { tenantId: 1 } : {});

const instanceOf = (processInstanceId: number, body?: unknown): Call => ({
  params: { processInstanceId },
  body,
});
const onRunning = (body?: (seed: Seed) => unknown) =>
  [
    (seed: Seed | undefined) => instanceOf(seed?.running ?? 1, seed && body?.(seed)),
    (seed: Seed) => instanceOf(seed.running, body?.(seed)),
  ] as const;

export const workflowAdminScopes: ScopeTable = {
  ...bothForms('GET', INSTANCES, () => ({}), undefined, false),
  ...bothForms('GET', `${INSTANCES}/:processInstanceId/diagram`, ...onRunning()),
  ...bothForms('POST', `${INSTANCES}/:processInstanceId/suspend`, ...onRunning()),
  ...bothForms(
    'POST',
    `${INSTANCES}/:processInstanceId/resume`,
    (seed) => instanceOf(seed?.suspended ?? 1),
    (seed) => instanceOf(seed.suspended),
  ),
  ...bothForms(
    'POST',
    `${INSTANCES}/:processInstanceId/terminate`,
    ...onRunning(() => ({ reason: 'Probe' })),
  ),
  ...bothForms(
    'POST',
    `${INSTANCES}/:processInstanceId/reassign`,
    ...onRunning((seed) => ({ targetUserId: seed.user })),
  ),
  ...bothForms('GET', DEFINITIONS, () => ({}), undefined, false),
  ...bothForms(
    'POST',
    DEFINITIONS,
    (_seed, _c, form) => ({
      body: {
        ...siteTenant(form),
        processKey: 'PROBE_FLOW',
        name: 'Probe',
        category: 'P',
        ...GRAPH,
      },
    }),
    undefined,
    false,
  ),
  ...bothForms('GET', `${DEFINITIONS}/:definitionId`, one, (seed) => definitionOf(seed.definition)),
  ...bothForms('GET', `${DEFINITIONS}/:definitionId/versions`, one, (seed) =>
    definitionOf(seed.definition),
  ),
  ...bothForms(
    'PUT',
    `${DEFINITIONS}/:definitionId/status`,
    (seed) => definitionOf(seed?.definition ?? 1, { status: 'DEPLOYED' }),
    (seed) => definitionOf(seed.definition, { status: 'SUSPENDED' }),
  ),
  ...bothForms('GET', DOCUMENTS, () => ({}), undefined, false),
  ...bothForms('POST', DOCUMENTS, (seed, _c, form) => ({
    body: {
      ...siteTenant(form),
      documentCode: 'PROBE_DOC',
      documentName: 'Probe',
      processKey: seed?.key ?? 'NONE',
    },
  })),
  ...bothForms(
    'PUT',
    DOCUMENTS,
    (seed) => documentRef(seed?.document ?? 1),
    (seed) => documentRef(seed.document),
  ),
  ...bothForms(
    'GET',
    '/hwfl/v1[/:tid]/process/deployed-keys',
    (_seed, _c, form) => (form === 'site' ? { query: 'tenantId=1' } : {}),
    undefined,
    false,
  ),
};
