// Jest helpers for tests that run the gateway in-process on a random port and talk to it with
// fetch. The gateway starts once per file and is reset (faults, clock, tokens) before each test.
import { startGateway, type GatewayOptions, type RunningGateway } from '../server/gateway';
import { signInViaHttp } from './sign-in';

export interface TestGateway {
  readonly gateway: RunningGateway;
  readonly url: string;
}

export function useTestGateway(options: GatewayOptions = {}): TestGateway {
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ port: 0, quiet: true, ...options });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    gateway?.state.reset({ tokens: true });
  });
  return {
    get gateway() {
      if (!gateway) throw new Error('Gateway not started yet: use it inside a test');
      return gateway;
    },
    get url() {
      return this.gateway.url;
    },
  };
}

export interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch with an optional bearer token and JSON body; parses JSON answers, else returns text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON bodies field by field
export async function callApi<T = any>(
  baseUrl: string,
  path: string,
  call: ApiCall = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.Authorization = `bearer ${call.token}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    redirect: 'manual',
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
  };
}

/**
 * Access token of an in-process session of a demo user (no sign-in form), switched through the
 * real endpoint to one of their roles (none: the role a sign-in starts with).
 */
export async function sessionAs(
  t: TestGateway,
  user: 'admin' | 'alice',
  roleId?: number,
): Promise<string> {
  const token = t.gateway.state.signIn(user).accessToken;
  if (roleId !== undefined) {
    await callApi(t.url, `/iam/v1/users/roles?roleId=${roleId}`, { method: 'PUT', token });
  }
  return token;
}

/** Access token of a fresh sign-in through the real form. */
export async function tokenFor(baseUrl: string, username: 'admin' | 'alice'): Promise<string> {
  const password = username === 'admin' ? 'Admin@1234' : 'Alice@1234';
  return (await signInViaHttp(baseUrl, username, password)).accessToken;
}
