import { normalizePermissionCode, permissionCodesOf } from './normalize';

describe('normalizePermissionCode', () => {
  it.each([
    ['hzero.user.info.button.edit', 'hzero.user.info.button.edit'],
    ['/hiam/user/info', 'hiam.user.info'],
    ['//hiam/user', 'hiam.user'],
    ['/hiam/user/info:edit', 'hiam.user.info-edit'],
    ['hpfm:bank:button:edit', 'hpfm-bank-button-edit'],
    ['  /a/b  ', 'a.b'],
    ['', ''],
  ])('%j → %j', (code, expected) => {
    expect(normalizePermissionCode(code)).toBe(expected);
  });
});

describe('permissionCodesOf', () => {
  it.each([
    ['no list', undefined, []],
    ['an empty list', [], []],
    ['entries', [{ code: '/a/b' }, { code: 'c:d', type: 'button' }], ['a.b', 'c-d']],
    ['strings', ['/a/b', 'a.b', 'x'], ['a.b', 'x']],
    ['blank codes', [{ code: ' ' }, 'y'], ['y']],
  ] as const)('%s', (_label, list, expected) => {
    expect(permissionCodesOf(list)).toEqual(expected);
  });
});
