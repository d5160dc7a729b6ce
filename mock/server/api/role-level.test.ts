// The role-level rules, table-driven: site-level codes, site-form writes and read scopes.
import { inReadScope, isSiteLevel, levelGrants, readScope } from './role-level';

describe('levelGrants', () => {
  it.each([
    ['site', 'hpfm.currency.button.edit', true],
    ['site', 'hzero.platform.currency', true],
    ['site', 'hzero.org.value-list', true],
    ['organization', 'hpfm.currency.button.edit', false],
    ['organization', 'hzero.platform.currency', false],
    ['organization', 'hzero.platform.value-list', false],
    ['organization', 'hzero.message.notice', false],
    ['organization', 'hzero.monitor.audit-data', false],
    ['organization', 'hzero.org.message.notice', true],
    ['organization', 'hsdr.job-info.button.edit', true],
    [undefined, 'hzero.platform.currency', false],
    [undefined, 'any.other.code', true],
  ] as const)('a %s role may be granted %s: %s', (level, code, granted) => {
    expect(levelGrants(level, code)).toBe(granted);
  });
});

describe('isSiteLevel', () => {
  it.each([
    ['site', true],
    ['organization', false],
    [undefined, false],
  ] as const)('%s → %s', (level, site) => {
    expect(isSiteLevel(level)).toBe(site);
  });
});

describe('readScope and inReadScope', () => {
  it.each([
    // level, session tenant, record tenant, readable
    ['site', 0, 0, true],
    ['site', 0, 1, true],
    ['site', 0, 2, true],
    ['organization', 1, 1, true],
    ['organization', 1, 0, false],
    ['organization', 1, 2, false],
    ['organization', 2, 2, true],
    ['organization', 2, 1, false],
    [undefined, 1, 2, false],
  ] as const)('a %s role in tenant %i reads tenant %i: %s', (level, tenant, record, readable) => {
    expect(inReadScope(readScope(level, tenant), record)).toBe(readable);
  });

  it('names every tenant for a site-level role, else the session organisation', () => {
    expect(readScope('site', 0)).toBe('all');
    expect(readScope('organization', 2)).toBe(2);
  });
});
