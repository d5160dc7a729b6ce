// Scope rows of the system profiles (issue 26, part F): both forms of the profiles and their
// values. See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import { forms, scoped, seesAll, type Call, type Form, type ScopeTable } from './scoping-types';

/** The seed profile (and its one value) of each tenant: ids in the order of mock/data/profiles.ts. */
const PROFILE_OF: Record<number, number> = { 0: 1, 1: 2, 2: 3 };

const profileRef = (profileId: number): Call => ({
  body: { profileId, objectVersionNumber: 1, description: 'Probe' },
});
const valueRef = (profileId: number): Call => ({
  params: { profileId },
  body: {
    profileValueId: profileId,
    objectVersionNumber: 1,
    levelCode: 'GLOBAL',
    value: 'probe',
  },
});

const ownProfile = (c: Caller, form: Form) => PROFILE_OF[form === 'site' ? 2 : c.tenantId] ?? 1;

/**
 * Both forms of a profile call: the tenant form for an administrator of the caller's
 * organisation, the site form for a site-level one (every organisation's); with `byId` it is
 * tried on another tenant's profile too.
 */
function profileCall(
  pattern: string,
  method: string,
  own: (c: Caller, form: Form) => Call,
  byId = false,
) {
  const row = (form: Form) =>
    scoped({
      own: (c) => own(c, form),
      role: (c) => (form === 'site' ? c.site : c.admin),
      others: (c, victim) => {
        if (!byId || seesAll(c, form)) return [];
        return [
          pattern.includes(':profileId')
            ? valueRef(PROFILE_OF[victim])
            : profileRef(PROFILE_OF[victim]),
        ];
      },
    });
  return {
    ...forms(method, pattern.replace('[/:tid]', '/:tid'), row('tenant')),
    ...forms(method, pattern.replace('[/:tid]', ''), row('site')),
  };
}

const PROFILES = '/hpfm/v1[/:tid]/profiles';
const VALUES = '/hpfm/v1[/:tid]/profiles/:profileId/values';

export const profileScopes: ScopeTable = {
  ...profileCall(PROFILES, 'GET', () => ({})),
  ...profileCall(PROFILES, 'POST', () => ({
    body: { profileName: 'PROBE.NEW', description: 'Probe' },
  })),
  ...profileCall(PROFILES, 'PUT', (c, form) => profileRef(ownProfile(c, form)), true),
  ...profileCall(PROFILES, 'DELETE', (c, form) => profileRef(ownProfile(c, form)), true),
  ...profileCall(
    VALUES,
    'GET',
    (c, form) => ({ params: { profileId: ownProfile(c, form) } }),
    true,
  ),
  ...profileCall(
    VALUES,
    'POST',
    (c, form) => ({
      params: { profileId: ownProfile(c, form) },
      body: { levelCode: 'USER', levelValue: c.user, value: 'probe' },
    }),
    true,
  ),
  ...profileCall(VALUES, 'PUT', (c, form) => valueRef(ownProfile(c, form)), true),
  ...profileCall(VALUES, 'DELETE', (c, form) => valueRef(ownProfile(c, form)), true),
};
