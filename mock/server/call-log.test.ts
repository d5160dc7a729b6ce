// The call log: off unless asked for, what a call sent as the gateway routed it, the latest only.
import { callApi, useTestGateway } from '../testing/test-gateway';
import { CallLog } from './call-log';

describe('a gateway started with recordCalls', () => {
  const t = useTestGateway({ recordCalls: true });

  it('keeps each API call: routed method, path, query, JSON body and status', async () => {
    const token = t.gateway.state.signIn('alice').accessToken;
    await callApi(t.url, '/iam/v1/users/roles?roleId=12', {
      method: 'POST',
      token,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    await callApi(t.url, '/iam/hzero/v1/menus/check-permissions', {
      method: 'POST',
      token,
      body: ['a'],
    });
    expect(t.gateway.state.calls.list()).toEqual([
      {
        method: 'PUT',
        wireMethod: 'POST',
        path: '/iam/v1/users/roles',
        query: { roleId: '12' },
        status: 200,
      },
      {
        method: 'POST',
        wireMethod: 'POST',
        path: '/iam/hzero/v1/menus/check-permissions',
        query: {},
        body: ['a'],
        status: 200,
      },
    ]);
  });

  it('forgets the calls on reset', async () => {
    await callApi(t.url, '/iam/hzero/v1/users/self');
    expect(t.gateway.state.calls.list()).toMatchObject([{ status: 401 }]);
    t.gateway.state.reset();
    expect(t.gateway.state.calls.list()).toEqual([]);
  });
});

describe('a gateway started without it', () => {
  const t = useTestGateway();

  it('keeps nothing', async () => {
    await callApi(t.url, '/iam/hzero/v1/users/self');
    expect(t.gateway.state.calls.list()).toEqual([]);
  });
});

it('keeps the latest 100 calls', () => {
  const log = new CallLog();
  log.enabled = true;
  for (let i = 0; i < 105; i += 1)
    log.record({ method: 'GET', wireMethod: 'GET', path: `/${i}`, query: {}, status: 200 });
  const paths = log.list().map((call) => call.path);
  expect(paths).toHaveLength(100);
  expect(paths[0]).toBe('/5');
});
