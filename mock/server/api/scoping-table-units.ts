// Scope rows of the organisations' unit trees (/hpfm/v1[/:tid]/units, issue 26). See
// scoping-types.ts for what a row says. The tenant form is an administrator's of its own
// organisation; the site form a site-level role's, reaching every organisation's units.
import type { Caller } from './scoping-fixtures';
import {
  forms,
  rowsOf,
  scoped,
  seesAll,
  type Call,
  type Form,
  type Probe,
  type ScopeTable,
} from './scoping-types';

/** A leaf unit of each seeded organisation (mock/data/units.ts: Finance, Quality). */
const LEAF_OF: Record<number, number | undefined> = { 1: 3, 2: 13 };

/** The tenant whose unit a caller's own call names: its own, on the site form Acme. */
const ownTenant = (c: Caller, form: Form) => (form === 'site' ? 1 : c.tenantId);

/**
 * Both forms of a call. `own` makes the caller's call on a unit of `tenant` (the tenant form's
 * own organisation, the site form's Acme); with `onUnit`, it names a unit, so a caller whose
 * organisation has none (the platform) is not checked to succeed. Each call is tried on another
 * organisation's unit (the tree: asked for another organisation, which it must not show).
 */
function unitRows(
  method: string,
  pattern: string,
  own: (tenant: number, form: Form) => Call,
  onUnit = false,
): ScopeTable {
  // a unit call tried on the victim's unit; the tree asked for the victim's organisation
  const probe = (victim: number, form: Form): Probe =>
    onUnit
      ? own(victim, form)
      : {
          query: `tenantId=${victim}`,
          reveals: (body) => rowsOf(body).some((unit) => unit.tenantId === victim),
        };
  const row = (form: Form) =>
    scoped({
      own: (c) => own(ownTenant(c, form), form),
      role: (c) => (form === 'site' ? c.site : c.admin),
      checkOwn: (c) => !onUnit || LEAF_OF[ownTenant(c, form)] !== undefined,
      others: (c, victim) =>
        seesAll(c, form) || LEAF_OF[victim] === undefined ? [] : [probe(victim, form)],
    });
  return {
    ...forms(method, pattern.replace('[/:tid]', '/:tid'), row('tenant')),
    ...forms(method, pattern.replace('[/:tid]', ''), row('site')),
  };
}

const unitRef = (tenant: number) => ({ unitId: LEAF_OF[tenant] ?? 1, objectVersionNumber: 1 });
const siteTenant = (tenant: number, form: Form) => (form === 'site' ? { tenantId: tenant } : {});

const BASE = '/hpfm/v1[/:tid]/units';

export const unitScopes: ScopeTable = {
  ...unitRows('GET', `${BASE}/tree`, (tenant, form) => ({
    query: form === 'site' ? `tenantId=${tenant}` : '',
  })),
  ...unitRows('POST', BASE, (tenant, form) => ({
    body: {
      ...siteTenant(tenant, form),
      unitCode: 'PROBE',
      unitName: 'Probe',
      unitTypeCode: 'TEAM',
      parentUnitId: null,
    },
  })),
  ...unitRows(
    'PUT',
    BASE,
    (tenant) => ({
      body: { ...unitRef(tenant), unitName: 'Probe', unitTypeCode: 'TEAM', orderSeq: 10 },
    }),
    true,
  ),
  ...unitRows('POST', `${BASE}/enable`, (tenant) => ({ body: unitRef(tenant) }), true),
  ...unitRows('POST', `${BASE}/disable`, (tenant) => ({ body: unitRef(tenant) }), true),
  ...unitRows(
    'PUT',
    `${BASE}/move`,
    (tenant) => ({ body: { ...unitRef(tenant), parentUnitId: null, orderSeq: 0 } }),
    true,
  ),
};
