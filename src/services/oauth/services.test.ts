/** The oauth services through the real client against the mock gateway, signed in as alice. */
import { tokenFor } from '../../../mock/testing/test-gateway';
import { serviceContract } from '../../../test/support/service-contract';
import { configureRuntime } from '../../config/runtime';
import { checkKickoff, isKickedOff } from './kickoff';
import { revokeToken } from './logout';

const api = serviceContract('alice');

describe('kickoff check', () => {
  it('POST with query access_token; 0 while the token is the latest sign-in', async () => {
    await expect(checkKickoff(api.token)).resolves.toEqual({ kickoff: 0 });
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/oauth/public/token/kickoff',
      query: { access_token: api.token },
    });
  });

  it('answers 1 once a newer sign-in of the same user kicked the token off', async () => {
    const first = api.token;
    await tokenFor(api.url, 'alice');
    await expect(checkKickoff(first)).resolves.toEqual({ kickoff: 1 });
  });

  it('is silent: a failure is left to the caller', async () => {
    api.fault({ path: 'token/kickoff', status: 500 });
    await expect(checkKickoff(api.token)).rejects.toMatchObject({ status: 500 });
    expect(api.notices).toEqual([]);
  });
});

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

describe('revokeToken', () => {
  it('posts the token in the Authorization header, never in the address; the gateway revokes it', async () => {
    await expect(revokeToken(api.token)).resolves.toBe(true);
    expect(api.onlySent()).toEqual({ method: 'POST', path: '/oauth/logout', query: {} });
    expect(api.gateway.state.tokens.check(api.token).ok).toBe(false);
  });

  it('answers false when the gateway cannot be reached', async () => {
    configureRuntime({ apiHost: 'http://127.0.0.1:1' });
    await expect(revokeToken(api.token)).resolves.toBe(false);
  });
});
