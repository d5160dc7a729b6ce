import { hostApiHost, originOf } from './host-session';

const page = { href: 'http://host.example:3000/app?x=1', origin: 'http://host.example:3000' };

describe('hostApiHost', () => {
  it.each<[string | undefined, string | undefined, string]>([
    // the host's prop wins, even an empty one (same origin as the host page)
    ['http://api.example', 'http://gw.example/', 'http://api.example'],
    ['', 'http://gw.example/', ''],
    // else where our code came from
    [undefined, 'http://gw.example:8000/', 'http://gw.example:8000'],
    [undefined, 'http://gw.example:8000/apps/platform/', 'http://gw.example:8000'],
    // loaded from the page's own origin (our own shell): same origin
    [undefined, 'http://host.example:3000/apps/platform/', ''],
    [undefined, '/apps/platform/', ''],
    [undefined, undefined, ''],
  ])('prop %p, loaded from %p: %p', (given, injected, expected) => {
    expect(hostApiHost(given, injected, page)).toBe(expected);
  });
});

describe('originOf', () => {
  it.each([
    ['http://gw.example/x', 'http://gw.example'],
    ['/x', 'http://host.example:3000'],
    ['', ''],
    ['http://[bad', ''],
  ])('%p → %p', (url, expected) => {
    expect(originOf(url, page.href)).toBe(expected);
  });
});
