import { propsChange, shellOptionsOf, startPathOf, type ContainerMountProps } from './mount-props';

describe('startPathOf', () => {
  it.each([
    [undefined, '/workplace'],
    ['', '/workplace'],
    ['  ', '/workplace'],
    ['/hiam/user/info', '/hiam/user/info'],
    ['/hiam/user/roles?tab=1', '/hiam/user/roles?tab=1'],
    ['//evil.example/x', '/workplace'],
    ['https://evil.example/x', '/workplace'],
    ['javascript:alert(1)', '/workplace'],
  ])('%p opens %p', (given, expected) => {
    expect(startPathOf(given)).toBe(expected);
  });
});

describe('shellOptionsOf', () => {
  it.each<[ContainerMountProps, object]>([
    [{}, {}],
    [{ hideLayout: true }, { hideLayout: true }],
    [
      { hideLayout: false, hideTabs: true },
      { hideLayout: false, hideTabs: true },
    ],
    [{ hideTabs: 'yes' as unknown as boolean }, {}],
  ])('%p gives %p', (props, expected) => {
    expect(shellOptionsOf(props)).toEqual(expected);
  });
});

describe('propsChange', () => {
  const base: ContainerMountProps = {
    hideLayout: true,
    hideTabs: true,
    accessToken: 'a',
    initialPath: '/hiam/user/info',
  };
  it.each<[string, ContainerMountProps, object]>([
    ['nothing', { ...base }, {}],
    [
      'tabs shown',
      { ...base, hideTabs: false },
      { options: { hideLayout: true, hideTabs: false } },
    ],
    [
      'layout shown',
      { ...base, hideLayout: false },
      { options: { hideLayout: false, hideTabs: true } },
    ],
    [
      'another page',
      { ...base, initialPath: '/hiam/user/roles' },
      { openPath: '/hiam/user/roles' },
    ],
    ['a page not ours', { ...base, initialPath: '//evil.example' }, { openPath: '/workplace' }],
    ['the path dropped', { ...base, initialPath: undefined }, {}],
    ['a new token', { ...base, accessToken: 'b' }, { accessToken: 'b' }],
    ['the token dropped', { ...base, accessToken: undefined }, {}],
  ])('%s', (_, next, expected) => {
    expect(propsChange(base, next)).toEqual(expected);
  });
});
