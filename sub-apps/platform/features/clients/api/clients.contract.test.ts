/**
 * The Clients and Online Users pages' calls through the real client against the mock gateway,
 * signed in as admin (the platform administrator, site level).
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { endSession } from '../../online-users/api/end-session';
import { fetchOnlineUsers } from '../../online-users/api/fetch-online-users';
import { fetchClients } from './fetch-clients';
import { saveClient } from './save-client';

const api = serviceContract('admin');

describe('clients', () => {
  it('list: GET /iam/hzero/v1/clients with the filters; empty ones not sent', async () => {
    const page = await fetchClients({ name: 'mobile', enabledFlag: '', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/clients',
      query: { name: 'mobile', page: '0', size: '10' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        name: 'polaris-mobile',
        authorizedGrantTypes: 'implicit,refresh_token',
        accessTokenValidity: 7200,
      }),
    ]);
  });

  it('create: POST the client; update: PUT its changed fields', async () => {
    const created = await saveClient({
      name: 'bi-portal',
      authorizedGrantTypes: 'implicit',
      webServerRedirectUri: 'https://bi.example/cb',
      accessTokenValidity: 900,
      refreshTokenValidity: 3600,
      enabledFlag: 1,
    });
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: '/iam/hzero/v1/clients' });
    expect(created).toMatchObject({ id: 5, name: 'bi-portal', objectVersionNumber: 1 });
    api.gateway.state.calls.reset();
    const disabled = await saveClient({ id: 5, objectVersionNumber: 1, enabledFlag: 0 });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/clients',
      query: {},
      body: { id: 5, objectVersionNumber: 1, enabledFlag: 0 },
    });
    expect(disabled).toMatchObject({ enabledFlag: 0, objectVersionNumber: 2 });
  });

  it('a refused address: the user is told which, nothing saved', async () => {
    await expect(
      saveClient({ id: 2, objectVersionNumber: 1, webServerRedirectUri: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.param.invalid' });
    expect(api.notices[0].description).toContain('javascript:alert(1)');
  });
});

describe('online users', () => {
  it('list: GET /iam/hzero/v1/online-users; sign-out: DELETE the session by its id', async () => {
    const alice = api.gateway.state.signIn('alice');
    const page = await fetchOnlineUsers({ loginName: 'alice' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/online-users',
      query: { loginName: 'alice' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ loginName: 'alice', sessionId: alice.sessionId, currentFlag: 0 }),
    ]);
    api.gateway.state.calls.reset();
    await endSession(page.content[0]);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: `/iam/hzero/v1/online-users/${alice.sessionId}`,
      query: {},
    });
    expect(api.gateway.state.tokens.kickoffStatus(alice.accessToken)).toBe(1);
  });
});
