/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8000/workplace"}
 */
import { createMemoryHistory } from 'history';
import { canonicalizeAddressBar, guardHistory } from './safe-history';

describe('guardHistory', () => {
  const refused: string[] = [];
  const history = createMemoryHistory({ initialEntries: ['/workplace'] });
  // what the browser history would call, and fall back to location.assign from, when refused
  const push = jest.spyOn(history, 'push');
  const replace = jest.spyOn(history, 'replace');
  guardHistory(history, (path) => refused.push(path));

  beforeEach(() => {
    history.replace('/workplace');
    refused.length = 0;
    push.mockClear();
    replace.mockClear();
  });

  it.each([
    '//evil.example/y',
    '/\\evil.example/y',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('does not follow %p', (target) => {
    history.push(target);
    history.replace(target);
    expect(history.location.pathname).toBe('/workplace');
    expect(refused).toEqual([target, target]);
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('follows paths of this site, as strings or objects, with their state', () => {
    history.push('/hiam/user/info?x=1', { from: 'menu' });
    expect(history.location).toMatchObject({
      pathname: '/hiam/user/info',
      search: '?x=1',
      state: { from: 'menu' },
    });
    history.replace({ pathname: '/link/https%3A%2F%2Fa.example', search: '' });
    expect(history.location.pathname).toBe('/link/https%3A%2F%2Fa.example');
    expect(refused).toEqual([]);
  });
});

describe('canonicalizeAddressBar', () => {
  it('turns a protocol-relative path into a path of this site, keeping query and hash', () => {
    window.history.replaceState({ kept: 1 }, '', 'http://localhost:8000//evil.example/x?q=1#h');
    expect(window.location.pathname).toBe('//evil.example/x');
    canonicalizeAddressBar();
    expect(window.location.href).toBe('http://localhost:8000/evil.example/x?q=1#h');
    expect(window.history.state).toEqual({ kept: 1 });
  });

  it('leaves an ordinary address alone', () => {
    window.history.replaceState(null, '', '/hiam/user?x=1');
    canonicalizeAddressBar();
    expect(window.location.href).toBe('http://localhost:8000/hiam/user?x=1');
  });
});
