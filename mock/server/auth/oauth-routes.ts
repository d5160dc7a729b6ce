// The implicit-flow sign-in (authorize page, form post), kickoff check and sign-out under /oauth,
// plus the password-encryption public key under /hpfm.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { publicRoute, type ApiRoute, type RequestContext } from '../context';
import { formFields } from '../http/body';
import { html, json, redirect, text, type Reply } from '../http/reply';
import { accessTokenOf } from './bearer';
import {
  JSENCRYPT_PATH,
  PUBLIC_KEY_PATH,
  renderErrorPage,
  renderLoginPage,
  type LoginPageModel,
} from './login-page';
import { checkSignIn } from '../identity/sign-in-check';
import { checkRedirectUri } from './redirect-check';
import { RsaDecryptError } from './rsa-pkcs1';
import {
  checkClient,
  expiresIn,
  issueSession,
  unregisteredRedirect,
} from '../sessions/client-authorize';
import type { KickoffResult } from '../types';

export const AUTHORIZE_PATH = '/oauth/oauth/authorize';
const PRODUCT_CLIENT = 'localhost';

const MESSAGES = {
  emptyFields: { en: 'Please enter your username and password', zh: '请输入用户名和密码' },
};

type AuthorizeCheck = { ok: true; model: LoginPageModel } | { ok: false; reply: Reply };

/** client_id, response_type and redirect_uri, as the authorize page and the form post carry them. */
function checkAuthorizeParams(params: URLSearchParams, ctx: RequestContext): AuthorizeCheck {
  const clientId = params.get('client_id') ?? '';
  const responseType = params.get('response_type') ?? '';
  const client = checkClient(ctx, clientId);
  if (!client.ok) return client;
  if (responseType !== 'token') {
    const page = renderErrorPage(
      { en: 'Unsupported response type', zh: '不支持的授权类型' },
      `response_type "${responseType}" is not supported; use response_type=token.`,
    );
    return { ok: false, reply: html(page, 400) };
  }
  const redirectUri = params.get('redirect_uri');
  const check = checkRedirectUri(
    redirectUri,
    ctx.config.publicOrigins,
    ctx.config.allowedRedirectOrigins,
  );
  if (!check.ok) {
    const page = renderErrorPage(
      { en: 'Redirect address not allowed', zh: '不允许的重定向地址' },
      `The redirect address is not allowed: ${check.reason}.`,
    );
    return { ok: false, reply: html(page, 400) };
  }
  const unregistered = unregisteredRedirect(client.client, check.url);
  if (unregistered) return { ok: false, reply: unregistered };
  return { ok: true, model: { clientId, responseType, redirectUri: check.url.href } };
}

function showAuthorizePage(ctx: RequestContext): Reply {
  const check = checkAuthorizeParams(ctx.query, ctx);
  return check.ok ? html(renderLoginPage(check.model)) : check.reply;
}

function decryptPassword(ctx: RequestContext, encrypted: string): string | undefined {
  try {
    return ctx.state.keys.decryptBase64(encrypted);
  } catch (error) {
    if (error instanceof RsaDecryptError) return undefined;
    throw error;
  }
}

async function submitLogin(ctx: RequestContext): Promise<Reply> {
  const fields = formFields(await ctx.body());
  const check = checkAuthorizeParams(fields, ctx);
  if (!check.ok) return check.reply;
  const username = fields.get('username') ?? '';
  const encryptedPassword = fields.get('password') ?? '';
  if (username.trim() === '' || encryptedPassword === '') {
    return html(renderLoginPage({ ...check.model, username, error: MESSAGES.emptyFields }));
  }
  const outcome = checkSignIn(ctx.state, {
    username,
    password: decryptPassword(ctx, encryptedPassword),
    ip: ctx.req.socket.remoteAddress ?? '',
    device: ctx.req.headers['user-agent'] ?? '',
    clientId: check.model.clientId,
  });
  if (!outcome.ok) {
    return html(renderLoginPage({ ...check.model, username, error: outcome.message }));
  }
  const { user, start } = outcome;
  const session = issueSession(ctx, check.model.clientId, user.id, start);
  ctx.state.accounts.noteTenantAccess(user.id, start.tenantId);
  const target = new URL(check.model.redirectUri);
  target.hash = new URLSearchParams({
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: String(expiresIn(session)),
    refresh_token: session.refreshToken,
  }).toString();
  return redirect(target.href);
}

function kickoff(ctx: RequestContext): Reply {
  const answer: KickoffResult = {
    kickoff: ctx.state.tokens.kickoffStatus(accessTokenOf(ctx, true)),
  };
  return json(answer);
}

/** Revokes the token; back to the sign-in page when a trusted redirect_uri is given. */
function logout(ctx: RequestContext): Reply {
  ctx.state.tokens.revoke(accessTokenOf(ctx, true));
  const check = checkRedirectUri(
    ctx.query.get('redirect_uri'),
    ctx.config.publicOrigins,
    ctx.config.allowedRedirectOrigins,
  );
  if (!check.ok) return json({ success: true });
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: PRODUCT_CLIENT,
    redirect_uri: check.url.href,
  });
  return redirect(`${ctx.origin}${AUTHORIZE_PATH}?${query}`);
}

let jsencryptSource: string | undefined;

function serveJsencrypt(): Reply {
  if (jsencryptSource === undefined) {
    const packageDir = dirname(require.resolve('jsencrypt/package.json'));
    jsencryptSource = readFileSync(join(packageDir, 'bin', 'jsencrypt.min.js'), 'utf8');
  }
  return text(jsencryptSource, 200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

export const oauthRoutes: ApiRoute[] = [
  publicRoute('GET', AUTHORIZE_PATH, showAuthorizePage),
  publicRoute('GET', '/oauth/login', showAuthorizePage),
  publicRoute('POST', '/oauth/login', submitLogin),
  publicRoute('GET', JSENCRYPT_PATH, serveJsencrypt),
  publicRoute('POST', '/oauth/public/token/kickoff', kickoff),
  publicRoute('GET', '/oauth/public/token/kickoff', kickoff),
  publicRoute('GET', '/oauth/logout', logout),
  publicRoute('POST', '/oauth/logout', logout),
  publicRoute('GET', PUBLIC_KEY_PATH, (ctx) =>
    text(ctx.state.keys.publicKeyBase64, 200, { 'Cache-Control': 'no-store' }),
  ),
];
