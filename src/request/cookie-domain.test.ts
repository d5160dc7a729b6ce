import { cookieDomainFor } from './cookie-domain';

describe('cookieDomainFor', () => {
  it.each([
    ['app.example.com', 'example.com', 'example.com'],
    ['a.b.example.com', 'example.com', 'example.com'],
    ['example.com', 'example.com', 'example.com'],
    ['APP.Example.COM', '.example.com', 'example.com'],
    ['app.example.com.', 'example.com', 'example.com'],
    ['app.example.com', '  example.com ', 'example.com'],
    ['badexample.com', 'example.com', undefined],
    ['example.com.evil.org', 'example.com', undefined],
    ['localhost', 'example.com', undefined],
    ['127.0.0.1', 'example.com', undefined],
    ['[::1]', 'example.com', undefined],
    ['app.example.com', undefined, undefined],
    ['app.example.com', '', undefined],
    ['app.example.com', 'com', undefined],
    ['', 'example.com', undefined],
  ])('%p under %p → %p', (hostname, productionDomain, expected) => {
    expect(cookieDomainFor(hostname, productionDomain)).toBe(expected);
  });
});
