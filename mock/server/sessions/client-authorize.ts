// What the authorisation page asks of the client named in the request (oauth-routes.ts): it must
// be registered and enabled, allowed the implicit grant for `response_type=token`, and the
// redirect address must be one of its registered ones (redirect-check.ts has made sure first
// that the address is on an origin the gateway trusts at all). A refusal is the gateway's error
// page (HTTP 400) saying which rule. A sign-in issues a token that lives as long as the client's
// `accessTokenValidity` says, and remembers the client and the caller's address for the Online
// Users page.
import type { SessionStart } from '../accounts';
import type { Session } from '../auth/token-store';
import { renderErrorPage } from '../auth/login-page';
import type { RequestContext } from '../context';
import { html, type Reply } from '../http/reply';
import { registeredFor } from './client-redirect';
import type { StoredClient } from './client-store';

export type ClientCheck = { ok: true; client: StoredClient } | { ok: false; reply: Reply };

const refuse = (title: { en: string; zh: string }, detail: string): ClientCheck => ({
  ok: false,
  reply: html(renderErrorPage(title, detail), 400),
});

/** The client of `client_id`, when it may use the implicit flow. */
export function checkClient(ctx: RequestContext, clientId: string): ClientCheck {
  const client = ctx.state.clients.byName(clientId);
  if (!client) {
    return refuse(
      { en: 'Unknown client', zh: '未知的客户端' },
      `client_id "${clientId}" is not registered with this gateway.`,
    );
  }
  if (client.enabledFlag !== 1) {
    return refuse(
      { en: 'Client disabled', zh: '客户端已禁用' },
      `The client "${clientId}" is disabled: an administrator can enable it on the Clients page.`,
    );
  }
  if (!client.grantTypes.includes('implicit')) {
    return refuse(
      { en: 'Grant type not allowed', zh: '不允许的授权类型' },
      `The client "${clientId}" may not sign users in here: it is not allowed the implicit grant.`,
    );
  }
  return { ok: true, client };
}

/** A refusal when the address is not one the client registered. */
export function unregisteredRedirect(client: StoredClient, url: URL): Reply | undefined {
  if (registeredFor(client.redirectUris, url)) return undefined;
  return html(
    renderErrorPage(
      { en: 'Redirect address not allowed', zh: '不允许的重定向地址' },
      `The redirect address ${url.origin}${url.pathname} is not registered for the client "${client.name}".`,
    ),
    400,
  );
}

/** The caller's network address as the socket has it (an IPv4-mapped address as IPv4). */
export function callerIp(ctx: RequestContext): string {
  const address = ctx.req.socket?.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** A new session for a sign-in through the client: its lifetimes are the client's. */
export function issueSession(
  ctx: RequestContext,
  clientId: string,
  userId: number,
  start: SessionStart,
): Session {
  const client = ctx.state.clients.byName(clientId);
  return ctx.state.tokens.issue(userId, start, {
    clientName: clientId,
    ip: callerIp(ctx),
    lifetimeSeconds: client?.accessTokenValidity,
    refreshSeconds: client?.refreshTokenValidity,
  });
}

/** `expires_in` of a session: the seconds it was issued for. */
export const expiresIn = (session: Session): number =>
  Math.round((session.expiresAt - session.issuedAt) / 1000);
