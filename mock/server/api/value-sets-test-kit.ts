// Shared by the value sets' gateway tests: sign-ins, calls, a set's id and its header and values.
import { callApi, type TestGateway } from '../../testing/test-gateway';

export const CHANGED = {
  failed: true,
  code: 'error.record.changed',
  type: 'warn',
  message: 'The record has been changed by someone else. Refresh and try again.',
};

export function valueSetTestKit(t: TestGateway) {
  const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
  const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
  const save = (path: string, token: string, body: unknown) =>
    callApi(t.url, path, { method: 'POST', token, body });
  /** admin (site level) reading English: the site form in en_US. */
  const englishAdmin = async (): Promise<string> => {
    const token = signIn('admin');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?language=en_US', {
      method: 'PUT',
      token,
    });
    return token;
  };
  /** admin as tenant administrator of ACME (role 2, tenant 1): the tenant form. */
  const tenantAdmin = async (): Promise<string> => {
    const token = signIn('admin');
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token });
    return token;
  };
  /** The id of a set, from the gateway state (whoever may see it). */
  const lovIdOf = (code: string) => t.gateway.state.admin.valueSets.headerByCode(code, 0)!.lovId;
  const headerOf = async (code: string, token: string) => {
    const page = await get(`/hpfm/v1/lov-headers?lovCode=${code}&size=1000`, token);
    return page.content.find((row: { lovCode: string }) => row.lovCode === code);
  };
  const valuesOf = async (lovId: number, token: string, prefix = '/hpfm/v1') =>
    (await get(`${prefix}/lov-values?lovId=${lovId}&size=100`, token)).content;
  return { signIn, get, save, englishAdmin, tenantAdmin, lovIdOf, headerOf, valuesOf };
}
