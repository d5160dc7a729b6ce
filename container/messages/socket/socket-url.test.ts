import { messageSocketUrl } from './socket-url';

describe('message socket address', () => {
  it.each([
    ['', 'http://localhost:8000', '/hpfm', 'ws://localhost:8000/hpfm/sock-js?key=hzero-web'],
    ['', 'https://app.example', '/hpfm', 'wss://app.example/hpfm/sock-js?key=hzero-web'],
    [
      'https://gw.example/api',
      'http://localhost:8000',
      '/hpfm',
      'wss://gw.example/api/hpfm/sock-js?key=hzero-web',
    ],
    [
      '/gateway/',
      'https://app.example',
      '/platform',
      'wss://app.example/gateway/platform/sock-js?key=hzero-web',
    ],
  ])('api host %j on %s, platform %s: %s', (apiHost, origin, prefix, url) => {
    expect(messageSocketUrl(apiHost, origin, prefix)).toBe(url);
  });
});
