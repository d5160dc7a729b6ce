// Scope rows of the system profiles and the code rules (issue 26, part F): both forms of the
// profiles, their values and the code rules, and the generate call. See scoping-types.ts for what
// a row says.
import type { Caller } from './scoping-fixtures';
import {
  forms,
  pathOnly,
  scoped,
  seesAll,
  type Call,
  type Form,
  type ScopeTable,
} from './scoping-types';

/**
 * The seed record of each tenant (ids in seed order: mock/data/profiles.ts and code-rules.ts,
 * where each tenant's first record has the id of its place).
 */
const SEED_OF: Record<number, number> = { 0: 1, 1: 2, 2: 3 };

/** The record a caller's own call names: its organisation's, on the site form Acme's. */
export const seedRecordOf = (c: Caller, form: Form) =>
  SEED_OF[form === 'site' ? 1 : c.tenantId] ?? 1;
const ownId = seedRecordOf;

/**
 * Both forms of a call: the tenant form for an administrator of the caller's organisation, the
 * site form for a site-level one (every organisation's records); with `probe`, the call is tried
 * on another tenant's record too (never on the site form, which reaches them all); `checkOwn`
 * false: the own call may be refused for what it asks (a default storage is not deleted).
 */
export function bothForms(
  pattern: string,
  method: string,
  own: (c: Caller, form: Form) => Call,
  probe?: (recordId: number) => Call,
  checkOwn = true,
) {
  const row = (form: Form) =>
    scoped({
      own: (c) => own(c, form),
      role: (c) => (form === 'site' ? c.site : c.admin),
      checkOwn: () => checkOwn,
      others: (c, victim) => (!probe || seesAll(c, form) ? [] : [probe(SEED_OF[victim])]),
    });
  return {
    ...forms(method, pattern.replace('[/:tid]', '/:tid'), row('tenant')),
    ...forms(method, pattern.replace('[/:tid]', ''), row('site')),
  };
}

const PROFILES = '/hpfm/v1[/:tid]/profiles';
const VALUES = '/hpfm/v1[/:tid]/profiles/:profileId/values';
const RULES = '/hpfm/v1[/:tid]/code-rule';

const profileRef = (profileId: number): Call => ({
  body: { profileId, objectVersionNumber: 1, description: 'Probe' },
});
const valueRef = (profileId: number): Call => ({
  params: { profileId },
  body: { profileValueId: profileId, objectVersionNumber: 1, levelCode: 'GLOBAL', value: 'p' },
});
const valuesOf = (profileId: number): Call => ({ params: { profileId } });

const SEGMENTS = [{ fieldType: 'CONSTANT', fieldValue: 'P' }];
const ruleRef = (ruleId: number): Call => ({
  body: { ruleId, objectVersionNumber: 1, ruleName: 'Probe', segments: SEGMENTS },
});

export const profileScopes: ScopeTable = {
  ...bothForms(PROFILES, 'GET', () => ({})),
  ...bothForms(PROFILES, 'POST', () => ({
    body: { profileName: 'PROBE.NEW', description: 'Probe' },
  })),
  ...bothForms(PROFILES, 'PUT', (c, form) => profileRef(ownId(c, form)), profileRef),
  ...bothForms(PROFILES, 'DELETE', (c, form) => profileRef(ownId(c, form)), profileRef),
  ...bothForms(VALUES, 'GET', (c, form) => valuesOf(ownId(c, form)), valuesOf),
  ...bothForms(
    VALUES,
    'POST',
    (c, form) => ({
      params: { profileId: ownId(c, form) },
      body: { levelCode: 'USER', levelValue: c.user, value: 'probe' },
    }),
    valuesOf,
  ),
  ...bothForms(VALUES, 'PUT', (c, form) => valueRef(ownId(c, form)), valueRef),
  ...bothForms(VALUES, 'DELETE', (c, form) => valueRef(ownId(c, form)), valueRef),
};

export const codeRuleScopes: ScopeTable = {
  ...bothForms(RULES, 'GET', () => ({})),
  ...bothForms(RULES, 'POST', () => ({
    body: { ruleCode: 'PROBE.NEW', ruleName: 'Probe', segments: SEGMENTS },
  })),
  ...bothForms(RULES, 'PUT', (c, form) => ruleRef(ownId(c, form)), ruleRef),
  ...bothForms(RULES, 'DELETE', (c, form) => ruleRef(ownId(c, form)), ruleRef),
  ...forms(
    'POST',
    '/hpfm/v1/:tid/code-rule/generate',
    pathOnly({ query: 'ruleCode=PROD.WORK_ORDER' }),
  ),
};
