// Which requested redirect addresses a client's registered address covers.
import { redirectCovered } from './client-redirect';

describe('redirectCovered', () => {
  it.each<[string, string, boolean]>([
    ['http://localhost:8000/', 'http://localhost:8000/workplace?x=1', true],
    ['http://localhost:8000/', 'http://localhost:8001/workplace', false],
    ['http://localhost:8000/', 'https://localhost:8000/', false],
    ['http://localhost:8000/mobile/', 'http://localhost:8000/mobile/home', true],
    ['http://localhost:8000/mobile/', 'http://localhost:8000/mobile', false],
    ['http://localhost:8000/mobile', 'http://localhost:8000/mobile', true],
    ['http://localhost:8000/mobile', 'http://localhost:8000/mobile/x', true],
    ['http://localhost:8000/mobile', 'http://localhost:8000/mobile-x', false],
    ['http://localhost:8000/cb?app=1', 'http://localhost:8000/cb?app=1&b=2', true],
    ['http://localhost:8000/cb?app=1', 'http://localhost:8000/cb?app=2', false],
    ['not a url', 'http://localhost:8000/', false],
  ])('%s covers %s: %s', (registered, requested, expected) => {
    expect(redirectCovered(registered, new URL(requested))).toBe(expected);
  });
});
