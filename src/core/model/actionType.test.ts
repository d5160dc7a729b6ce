import { actionTypeOf, prefixAction, prefixPattern, prefixType } from './actionType';

describe('prefixType', () => {
  it.each([
    ['a bare key gets the namespace', 'user', 'save', 'user/save'],
    ['another namespace is kept', 'user', 'menu/save', 'menu/save'],
    ['the own namespace is not doubled', 'user', 'user/save', 'user/save'],
    ['redux internal types are kept', 'user', '@@redux/INIT', '@@redux/INIT'],
    ['nested slashes are kept', 'user', 'a/b/c', 'a/b/c'],
    ['case is preserved', 'userCenter', 'fetchList', 'userCenter/fetchList'],
  ])('%s', (_, namespace, type, expected) => {
    expect(prefixType(namespace, type)).toBe(expected);
  });
});

describe('actionTypeOf', () => {
  it('joins namespace and key with a slash', () => {
    expect(actionTypeOf('user', 'save')).toBe('user/save');
  });
});

describe('prefixAction', () => {
  it('returns a prefixed copy and leaves the original alone', () => {
    const action = { type: 'save', payload: 1 };
    expect(prefixAction('user', action)).toEqual({ type: 'user/save', payload: 1 });
    expect(action.type).toBe('save');
  });

  it('returns the same object when the type already has a namespace', () => {
    const action = { type: 'menu/save' };
    expect(prefixAction('user', action)).toBe(action);
  });
});

describe('prefixPattern', () => {
  const isSave = (action: { type: string }) => action.type.endsWith('save');

  it.each([
    ['a bare string', 'save', 'user/save'],
    ['a namespaced string', 'menu/save', 'menu/save'],
    ['the wildcard', '*', '*'],
    ['an array of strings', ['save', 'menu/load', '*'], ['user/save', 'menu/load', '*']],
    ['a predicate', isSave, isSave],
    ['an array with a predicate', [isSave, 'save'], [isSave, 'user/save']],
  ])('%s', (_, pattern, expected) => {
    expect(prefixPattern('user', pattern)).toEqual(expected);
  });
});
