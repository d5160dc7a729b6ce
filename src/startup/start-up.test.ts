import { RequestError } from '../request/request-error';
import type { CurrentUser } from '../services/iam/current-user';
import { runStartup, STARTUP_TOKEN_LIFETIME_SECONDS, type StartupEnvironment } from './start-up';
import { makeCurrentUser } from '../services/iam/current-user.fixture';

const ORIGIN = 'https://app.example.com';

const user = makeCurrentUser({
  language: 'en_US',
  currentRoleCode: 'role/site/default/administrator',
});

/**
 * A fake environment that records every call in order; the cookie jar is a variable, and once
 * tokens are kept in memory the cookie is no longer read.
 */
function fakeEnvironment(
  href: string,
  options: { cookieToken?: string; fetch?: () => Promise<CurrentUser> } = {},
) {
  const calls: string[] = [];
  let token = options.cookieToken;
  let memory: { accessToken?: string } | null = null;
  const env: StartupEnvironment = {
    href,
    replaceUrl: jest.fn((url: string) => {
      calls.push(`replaceUrl ${url}`);
    }),
    storeTokens: jest.fn((tokens, maxAgeSeconds) => {
      calls.push(`storeTokens ${tokens.accessToken}/${tokens.refreshToken} ${maxAgeSeconds}`);
      token = tokens.accessToken ?? token;
    }),
    keepTokensInMemory: jest.fn((tokens) => {
      calls.push(`keepTokensInMemory ${tokens.accessToken}/${tokens.refreshToken}`);
      memory = { ...tokens };
    }),
    getAccessToken: jest.fn(() => (memory ? memory.accessToken : token)),
    fetchCurrentUser: jest.fn(() => {
      calls.push('fetchCurrentUser');
      return options.fetch ? options.fetch() : Promise.resolve(user);
    }),
  };
  return { env, calls };
}

describe('runStartup', () => {
  it('stores the tokens and cleans the address before the current user is fetched', async () => {
    const { env, calls } = fakeEnvironment(
      `${ORIGIN}/hiam/user?page=1#access_token=acc-1&refresh_token=ref-1&expires_in=7200`,
    );

    await expect(runStartup(env)).resolves.toEqual({ kind: 'ready', user });

    expect(calls).toEqual([
      'storeTokens acc-1/ref-1 3600',
      `replaceUrl ${ORIGIN}/hiam/user?page=1`,
      'fetchCurrentUser',
    ]);
  });

  it('stores tokens for the spec lifetime of 3600 seconds, whatever expires_in says', async () => {
    const { env } = fakeEnvironment(`${ORIGIN}/#access_token=acc-1&expires_in=60`);
    await runStartup(env);
    expect(STARTUP_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(env.storeTokens).toHaveBeenCalledWith(
      { accessToken: 'acc-1', refreshToken: undefined },
      3600,
    );
  });

  it.each([
    {
      description: 'a cookie token and no token in the address',
      href: `${ORIGIN}/workplace`,
    },
    {
      description: 'an invalid token in the address and a cookie token',
      href: `${ORIGIN}/workplace#access_token=bad.token`,
    },
  ])('uses the stored token and stores nothing with $description', async ({ href }) => {
    const { env } = fakeEnvironment(href, { cookieToken: 'cookie-1' });
    await expect(runStartup(env)).resolves.toEqual({ kind: 'ready', user });
    expect(env.storeTokens).not.toHaveBeenCalled();
    expect(env.fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      description: 'an error message in the query',
      href: `${ORIGIN}/?errorMessage=Bad%20credentials`,
      cookieToken: 'cookie-1',
      outcome: { kind: 'error-message', message: 'Bad credentials' },
    },
    {
      description: 'an error message even with tokens in the hash',
      href: `${ORIGIN}/?error_description=denied#access_token=acc-1`,
      cookieToken: undefined,
      outcome: { kind: 'error-message', message: 'denied' },
    },
    {
      description: 'no token anywhere',
      href: `${ORIGIN}/workplace`,
      cookieToken: undefined,
      outcome: { kind: 'login' },
    },
  ])('ends with $outcome.kind and fetches nothing for $description', async (row) => {
    const { env, calls } = fakeEnvironment(row.href, { cookieToken: row.cookieToken });
    await expect(runStartup(env)).resolves.toEqual(row.outcome);
    expect(calls).toEqual([]);
  });

  it('removes an invalid token from the address without storing it, then asks for sign-in', async () => {
    const { env, calls } = fakeEnvironment(`${ORIGIN}/workplace#access_token=%3Cscript%3E`, {
      cookieToken: undefined,
    });
    await expect(runStartup(env)).resolves.toEqual({ kind: 'login' });
    expect(calls).toEqual([`replaceUrl ${ORIGIN}/workplace`]);
  });

  const httpError = new RequestError('http', 'Internal Server Error', { status: 500 });
  const typeError = new TypeError('Failed to fetch');
  const timeout = new RequestError('timeout', 'timeout');

  it.each([
    {
      failure: "RequestError kind 'unauthorized'",
      error: new RequestError('unauthorized', 'Unauthorized', { status: 401 }),
      outcome: { kind: 'session-ended' },
    },
    {
      failure: "RequestError kind 'business' (failed body)",
      error: new RequestError('business', 'The user is locked', { noticeType: 'warn' }),
      outcome: { kind: 'self-error', message: 'The user is locked' },
    },
    {
      failure: "RequestError kind 'http' 500",
      error: httpError,
      outcome: { kind: 'server-error', error: httpError },
    },
    {
      failure: "RequestError kind 'timeout'",
      error: timeout,
      outcome: { kind: 'server-error', error: timeout },
    },
    {
      failure: 'a TypeError',
      error: typeError,
      outcome: { kind: 'server-error', error: typeError },
    },
  ])('maps a fetch rejected with $failure to $outcome.kind', async ({ error, outcome }) => {
    const { env } = fakeEnvironment(`${ORIGIN}/workplace`, {
      cookieToken: 'cookie-1',
      fetch: () => Promise.reject(error),
    });
    const result = await runStartup(env);
    expect(result).toEqual(outcome);
    if (result.kind === 'server-error') expect(result.error).toBe(error);
  });

  describe('a /private page', () => {
    it('keeps the query tokens in memory, cleans the address, then fetches the user', async () => {
      const { env, calls } = fakeEnvironment(
        `${ORIGIN}/private/user-info?access_token=acc-9&refresh_token=ref-9&lang=en`,
        { cookieToken: 'cookie-1' },
      );
      await expect(runStartup(env)).resolves.toEqual({ kind: 'ready', user });
      expect(calls).toEqual([
        'keepTokensInMemory acc-9/ref-9',
        `replaceUrl ${ORIGIN}/private/user-info?lang=en`,
        'fetchCurrentUser',
      ]);
      expect(env.storeTokens).not.toHaveBeenCalled();
      expect(env.getAccessToken()).toBe('acc-9');
    });

    it('does not fall back to the cookie token: no token in the address asks for sign-in', async () => {
      const { env, calls } = fakeEnvironment(`${ORIGIN}/private/user-info`, {
        cookieToken: 'cookie-1',
      });
      await expect(runStartup(env)).resolves.toEqual({ kind: 'login' });
      expect(calls).toEqual(['keepTokensInMemory undefined/undefined']);
    });

    it('keeps the sign-in hash tokens in memory too', async () => {
      const { env, calls } = fakeEnvironment(`${ORIGIN}/private/user-info#access_token=acc-3`);
      await expect(runStartup(env)).resolves.toEqual({ kind: 'ready', user });
      expect(calls[0]).toBe('keepTokensInMemory acc-3/undefined');
      expect(env.storeTokens).not.toHaveBeenCalled();
    });

    it('ignores query tokens outside /private', async () => {
      const { env, calls } = fakeEnvironment(`${ORIGIN}/pub/user-info?access_token=acc-1`);
      await expect(runStartup(env)).resolves.toEqual({ kind: 'login' });
      expect(calls).toEqual([]);
    });
  });
});
