// Shared by the scheduler's gateway tests: sign-ins as the demo users, GET and POST helpers, and
// a job looked up by its code.
import { callApi, type TestGateway } from '../../testing/test-gateway';

export const DAY_MS = 24 * 3600_000;

export function schedulerTestKit(t: TestGateway) {
  const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
  const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
  const post = (path: string, token: string, body: unknown, method?: string) =>
    callApi(t.url, path, {
      method: 'POST',
      token,
      body,
      headers: method ? { 'X-HTTP-Method-Override': method } : {},
    });
  /** admin reading English (the platform organisation, site role). */
  const admin = async (): Promise<string> => {
    const token = signIn('admin');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?language=en_US', {
      method: 'PUT',
      token,
    });
    return token;
  };
  /** alice as GLOBEX's production planner (role 12, tenant 2). */
  const planner = async (): Promise<string> => {
    const token = signIn('alice');
    await callApi(t.url, '/iam/v1/users/roles?roleId=12', { method: 'PUT', token });
    return token;
  };
  const job = async (code: string, token: string, org = 0) => {
    const page = await get(`/hsdr/v1/${org}/job-info?jobCode=${code}`, token);
    return page.content.find((row: { jobCode: string }) => row.jobCode === code);
  };
  return { signIn, get, post, admin, planner, job };
}
