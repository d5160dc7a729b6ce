import {
  cleanQuery,
  fillPlaceholders,
  isEmptyValue,
  parseQuery,
  serializeQuery,
  withApiHost,
} from './url';

const site = {
  language: 'zh_CN',
  timeZone: 'GMT+8',
  dateFormat: '',
  timeFormat: '',
  dateTimeFormat: '',
};

describe('withApiHost', () => {
  it.each([
    ['/iam/x', '', '/iam/x'],
    ['/iam/x', 'http://gw:8000', 'http://gw:8000/iam/x'],
    ['iam/x', 'http://gw:8000/', 'http://gw:8000/iam/x'],
    ['http://other/iam/x', 'http://gw:8000', 'http://other/iam/x'],
    ['//cdn/x.js', 'http://gw:8000', '//cdn/x.js'],
  ])('%s with host %p → %s', (url, host, expected) => {
    expect(withApiHost(url, host)).toBe(expected);
  });
});

describe('fillPlaceholders', () => {
  it.each([
    ['/v1/{tenantId}/x', { organizationId: 7, roleLevel: 'organization' }, '/v1/7/x'],
    ['/v1/{organizationId}/x', { organizationId: 7, roleLevel: 'site' }, '/v1/7/x'],
    ['/v1{tenantPrefix}/gantt', { organizationId: 7, roleLevel: 'organization' }, '/v1/7/gantt'],
    ['/v1{tenantPrefix}/gantt', { organizationId: 0, roleLevel: 'site' }, '/v1/gantt'],
    ['/v1{tenantPrefix}/gantt', { organizationId: 3, roleLevel: 'project' }, '/v1/3/gantt'],
    ['/v1/x', { organizationId: 7, roleLevel: 'organization' }, '/v1/x'],
  ] as const)('%s for %o → %s', (url, session, expected) => {
    expect(fillPlaceholders(url, { ...site, ...session })).toBe(expected);
  });
});

describe('empty query values', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [0, false],
    [false, false],
    [' ', false],
    [[0], false],
    [{}, false],
  ])('%p is empty: %p', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });

  it('cleanQuery keeps only values that filter', () => {
    expect(cleanQuery({ a: 1, b: null, c: '', d: [], e: false })).toEqual({ a: 1, e: false });
  });
});

describe('query strings', () => {
  it.each([
    [{ lovCode: 'HPFM.FLAG', page: 0, size: 10 }, 'lovCode=HPFM.FLAG&page=0&size=10'],
    [{ ids: [1, 2] }, 'ids=1&ids=2'],
    [{ sort: 'name,asc' }, 'sort=name%2Casc'],
    [{ a: { b: 1 } }, 'a%5Bb%5D=1'],
    [{ a: null, b: '' }, ''],
  ])('%o → %s', (params, expected) => {
    expect(serializeQuery(params)).toBe(expected);
  });

  it('parses with the platform limits (depth 5, 20 array items)', () => {
    const deep = parseQuery('a[b][c][d][e][f][g]=1');
    expect(JSON.stringify(deep)).toContain('"[g]"'); // beyond depth 5 the rest stays one key
    const list = parseQuery(`x[21]=a`);
    expect(Array.isArray(list.x)).toBe(false); // indices above the array limit become keys
  });
});
