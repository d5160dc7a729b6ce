// What the identity console's gateway tests share: calls as a demo user under one of their roles.
import { callApi, sessionAs, type ApiResult, type TestGateway } from '../../testing/test-gateway';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON bodies field by field
export type Caller = (path: string, method?: string, body?: unknown) => Promise<ApiResult<any>>;

/** Calls as `user` (signed in in-process), switched to `roleId` when given. */
export async function callerAs(
  t: TestGateway,
  user: 'admin' | 'alice',
  roleId?: number,
): Promise<Caller> {
  const token = await sessionAs(t, user, roleId);
  return (path, method = 'GET', body) => callApi(t.url, path, { method, token, body });
}
