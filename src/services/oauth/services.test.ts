import { configureRuntime, resetRuntimeConfig } from '../../config/runtime';
import { describeServiceTable } from '../test-support';
import { checkKickoff, isKickedOff } from './kickoff';
import { buildLogoutUrl } from './logout';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

describeServiceTable('oauth services', [
  {
    name: 'kickoff check',
    call: () => checkKickoff('abc-123'),
    url: '/oauth/public/token/kickoff',
    options: { method: 'POST', params: { access_token: 'abc-123' }, silent: true },
    reply: { kickoff: 1 },
    result: { kickoff: 1 },
  },
]);

describe('isKickedOff', () => {
  it.each([
    [{ kickoff: 1 }, true],
    [{ kickoff: 0 }, false],
    [{ kickoff: '1' }, true],
    [{}, false],
    [null, false],
  ])('%j → %s', (result, expected) => {
    expect(isKickedOff(result as never)).toBe(expected);
  });
});

describe('buildLogoutUrl', () => {
  afterEach(() => resetRuntimeConfig());

  it.each([
    [
      'tok',
      'https://app.example/workplace',
      '/oauth/logout?redirect_uri=https%3A%2F%2Fapp.example%2Fworkplace&access_token=tok',
    ],
    [undefined, '/x', '/oauth/logout?redirect_uri=%2Fx'],
  ])('token %s', (token, redirect, expected) => {
    expect(buildLogoutUrl(token, redirect)).toBe(expected);
  });

  it('puts the API host in front', () => {
    configureRuntime({ apiHost: 'https://gw.example' });
    expect(buildLogoutUrl(undefined, '/')).toBe('https://gw.example/oauth/logout?redirect_uri=%2F');
  });
});
