import { resolveProfileValue, type ProfileValueEntry } from './resolve-profile';

const site = (levelCode: ProfileValueEntry['levelCode'], levelValue: string, value: string) => ({
  tenantId: 0,
  levelCode,
  levelValue,
  value,
});
const acme = (levelCode: ProfileValueEntry['levelCode'], levelValue: string, value: string) => ({
  ...site(levelCode, levelValue, value),
  tenantId: 1,
});
const globex = (levelCode: ProfileValueEntry['levelCode'], levelValue: string, value: string) => ({
  ...site(levelCode, levelValue, value),
  tenantId: 2,
});

const alice = { tenantId: 1, roleCode: 'acme-property-manager', loginName: 'alice' };
const admin = { tenantId: 0, roleCode: 'administrator', loginName: 'admin' };

describe('resolveProfileValue: the most specific value wins', () => {
  it.each<[string, ProfileValueEntry[], typeof alice, string | undefined]>([
    ['nothing stored', [], alice, undefined],
    ['the platform’s value alone', [site('GLOBAL', 'GLOBAL', 'p')], alice, 'p'],
    [
      'the organisation’s beats the platform’s',
      [site('GLOBAL', 'GLOBAL', 'p'), acme('GLOBAL', 'GLOBAL', 't')],
      alice,
      't',
    ],
    [
      'another organisation’s value is not theirs',
      [site('GLOBAL', 'GLOBAL', 'p'), globex('GLOBAL', 'GLOBAL', 'g')],
      alice,
      'p',
    ],
    [
      'a role’s beats the organisation’s',
      [acme('GLOBAL', 'GLOBAL', 't'), acme('ROLE', 'acme-property-manager', 'r')],
      alice,
      'r',
    ],
    [
      'another role’s is not theirs',
      [acme('GLOBAL', 'GLOBAL', 't'), acme('ROLE', 'tenant-admin', 'r')],
      alice,
      't',
    ],
    [
      'a user’s beats a role’s',
      [acme('USER', 'alice', 'u'), acme('ROLE', 'acme-property-manager', 'r')],
      alice,
      'u',
    ],
    [
      'another user’s is not theirs',
      [acme('USER', 'bob', 'u'), acme('GLOBAL', 'GLOBAL', 't')],
      alice,
      't',
    ],
    [
      'the platform’s user value beats the organisation’s global one',
      [site('USER', 'alice', 'pu'), acme('GLOBAL', 'GLOBAL', 't')],
      alice,
      'pu',
    ],
    [
      'at one level the organisation’s own beats the platform’s',
      [site('USER', 'alice', 'pu'), acme('USER', 'alice', 'tu')],
      alice,
      'tu',
    ],
    [
      'the platform’s role value beats the organisation’s global one',
      [acme('GLOBAL', 'GLOBAL', 't'), site('ROLE', 'acme-property-manager', 'pr')],
      alice,
      'pr',
    ],
    [
      'the platform itself reads its own values',
      [
        site('GLOBAL', 'GLOBAL', 'p'),
        site('ROLE', 'administrator', 'pr'),
        acme('GLOBAL', 'GLOBAL', 't'),
      ],
      admin,
      'pr',
    ],
  ])('%s', (_case, entries, asker, expected) => {
    expect(resolveProfileValue(entries, asker)).toBe(expected);
  });
});
