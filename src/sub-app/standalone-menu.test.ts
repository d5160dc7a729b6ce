import type { PermissionState } from '../permissions/usePermission';
import { authorityCodes, linkableRoutes, standaloneMenuRoutes } from './standalone-menu';

const allowed: PermissionState = { status: 'allowed' };
const pending: PermissionState = { status: 'pending' };
const denied: PermissionState = { status: 'denied', controllerType: 'disabled' };

const info = { path: '/hiam/user/info', titleKey: 'hiam.userInfo.title' };
const site = { path: '/hpfm/value-list', titleKey: 'hpfm.valueList.title' };
const org = { path: '/hpfm/value-list-org', titleKey: 'hpfm.valueList.title' };
const jobs = { path: '/hsdr/job-info', titleKey: 'hsdr.jobs.title' };

describe('standaloneMenuRoutes: one entry per title, none the role is refused', () => {
  it.each([
    [
      'the site administrator: the platform form',
      [allowed, allowed, denied, allowed],
      [info, site, jobs],
    ],
    [
      'a tenant administrator: the organisation form',
      [allowed, denied, allowed, denied],
      [info, org],
    ],
    ['both forms allowed: the first', [allowed, allowed, allowed, allowed], [info, site, jobs]],
    [
      'still asking: the first form, once',
      [allowed, pending, pending, pending],
      [info, site, jobs],
    ],
    [
      'the second form allowed while the first is asked',
      [allowed, pending, allowed, allowed],
      [info, org, jobs],
    ],
    ['no states yet: every title once', [], [info, site, jobs]],
  ])('%s', (_label, states, expected) => {
    expect(standaloneMenuRoutes([info, site, org, jobs], states)).toEqual(expected);
  });
});

describe('linkableRoutes', () => {
  it('leaves out the pages whose path needs parameters', () => {
    const order = { path: '/orders/:id', titleKey: 'test.order' };
    expect(linkableRoutes([info, order, jobs])).toEqual([info, jobs]);
  });
});

describe('authorityCodes', () => {
  it.each([
    ['a code', 'hzero.platform.value-list', ['hzero.platform.value-list']],
    ['codes', ['a', 'b'], ['a', 'b']],
    ['none', undefined, []],
    ['null', null, []],
    ['empty', '', []],
    ['a function: the page decides', () => true, []],
  ])('%s', (_label, authority, codes) => {
    expect(authorityCodes(authority)).toEqual(codes);
  });
});
