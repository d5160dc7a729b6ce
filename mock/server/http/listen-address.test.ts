// Where the gateway listens, what it calls itself and which origins are its own.
import { listenOrigins, listenUrl, reachableFromOtherMachines } from './listen-address';

describe('the address a gateway is reached at', () => {
  it.each([
    ['127.0.0.1', 'http://localhost:8000', ['http://localhost:8000', 'http://127.0.0.1:8000']],
    ['::1', 'http://[::1]:8000', ['http://[::1]:8000', 'http://localhost:8000']],
    [
      '0.0.0.0',
      'http://localhost:8000',
      ['http://localhost:8000', 'http://127.0.0.1:8000', 'http://[::1]:8000'],
    ],
    [
      '::',
      'http://localhost:8000',
      ['http://localhost:8000', 'http://127.0.0.1:8000', 'http://[::1]:8000'],
    ],
    ['localhost', 'http://localhost:8000', ['http://localhost:8000']],
    ['192.168.1.20', 'http://192.168.1.20:8000', ['http://192.168.1.20:8000']],
    ['demo.internal', 'http://demo.internal:8000', ['http://demo.internal:8000']],
    ['fd00::20', 'http://[fd00::20]:8000', ['http://[fd00::20]:8000']],
  ])('listening on %s: %s, own origins %p', (host, url, origins) => {
    expect(listenUrl(host, 8000)).toBe(url);
    expect(listenOrigins(host, 8000)).toEqual(origins);
    expect(origins.every((origin) => new URL(origin).origin === origin)).toBe(true);
  });

  it.each([
    ['127.0.0.1', false],
    ['127.0.0.2', false],
    ['::1', false],
    ['localhost', false],
    ['0.0.0.0', true],
    ['::', true],
    ['192.168.1.20', true],
  ])('listening on %s, other machines reach it: %p', (host, expected) => {
    expect(reachableFromOtherMachines(host)).toBe(expected);
  });
});
