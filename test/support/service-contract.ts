/**
 * Contract tests of the services (src/services): each call goes through the real request client
 * to the in-process mock gateway, signed in as a demo account the way an app starts (token, then
 * the session values from the current user). The gateway keeps the calls it received, so a test
 * states what a call sent (method, path, query, body) and what the service made of the gateway's
 * real answer. Call `serviceContract()` at the top of a test file.
 */
import type { ReceivedCall } from '../../mock/server/call-log';
import type { FaultSpec } from '../../mock/server/faults';
import { tokenFor, useTestGateway, type TestGateway } from '../../mock/testing/test-gateway';
import { clearRequestCache } from '../../src/request/client';
import { setNotifier, type Notice } from '../../src/request/notify';
import { startRuntime } from '../../src/runtime/create-runtime';
import { fetchCurrentUser } from '../../src/services/iam/current-user';
import { updateSessionFromUser } from '../../src/session/current-session';
import { keepTokensInMemory } from '../../src/session/tokens';

export type DemoAccount = 'alice' | 'admin';

/** What a call sent, as the gateway routed it (`method` after X-HTTP-Method-Override). */
export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

export interface ServiceContract extends TestGateway {
  /** The access token of the current sign-in. */
  readonly token: string;
  /** What the client showed the user in this test. */
  readonly notices: Notice[];
  /** Every API call the gateway received since the sign-in, as sent. */
  sent(): SentCall[];
  /** The one API call the gateway received since the sign-in (fails unless exactly one). */
  onlySent(): SentCall;
  /** Signs in as `account` (a new token, session values from its user); forgets the calls. */
  signIn(account: DemoAccount): Promise<string>;
  /** Lets the gateway answer matching calls with a fault instead (see mock/server/faults.ts). */
  fault(spec: FaultSpec): void;
}

function asSent({ method, path, query, body }: ReceivedCall): SentCall {
  return body === undefined ? { method, path, query } : { method, path, query, body };
}

/** A gateway per file, reset before each test; each test starts signed in as `account`. */
export function serviceContract(account: DemoAccount = 'alice'): ServiceContract {
  const t = useTestGateway({ recordCalls: true });
  let token = '';
  let notices: Notice[] = [];

  async function signIn(as: DemoAccount): Promise<string> {
    token = await tokenFor(t.url, as);
    keepTokensInMemory({ accessToken: token });
    updateSessionFromUser(await fetchCurrentUser());
    clearRequestCache(); // a test's own GET of the same address must reach the gateway
    t.gateway.state.calls.reset();
    return token;
  }

  beforeEach(async () => {
    startRuntime({ config: { apiHost: t.url } });
    notices = [];
    setNotifier((notice) => notices.push(notice));
    await signIn(account);
  });

  const sent = (): SentCall[] => t.gateway.state.calls.list().map(asSent);
  return {
    get gateway() {
      return t.gateway;
    },
    get url() {
      return t.url;
    },
    get token() {
      return token;
    },
    get notices() {
      return notices;
    },
    sent,
    onlySent() {
      const calls = sent();
      if (calls.length !== 1) {
        throw new Error(`Expected one call, the gateway received ${JSON.stringify(calls)}`);
      }
      return calls[0];
    },
    signIn,
    fault(spec) {
      t.gateway.state.faults.add(spec);
    },
  };
}
