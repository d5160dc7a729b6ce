// Signs in through the real implicit-flow form over HTTP, the way the login page's script does
// (RSA-encrypted password), without a browser. For browser, foreign-host and gateway tests.
import { constants, publicEncrypt } from 'node:crypto';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Where the gateway sent the browser back to: the redirect address with the tokens in its hash. */
  returnAddress: string;
}

export interface SignInOptions {
  /** Where the gateway should send the browser back to; default `${baseUrl}/`. */
  redirectUri?: string;
  /** The device the sign-in is from (the gateway records it with the session). */
  userAgent?: string;
}

/** RSA PKCS#1 v1.5 encryption of a password with the base64 SPKI key the gateway publishes. */
export function encryptPassword(publicKeyBase64: string, password: string): string {
  const key = `-----BEGIN PUBLIC KEY-----\n${publicKeyBase64.trim()}\n-----END PUBLIC KEY-----\n`;
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function unescapeHtml(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity]);
}

function formAction(page: string, baseUrl: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/i.exec(page)?.[1];
  if (!action) throw new Error('Sign-in page has no form action');
  return new URL(unescapeHtml(action), baseUrl).href;
}

/** The hidden inputs (client_id, response_type, redirect_uri) the page carries into the post. */
function hiddenFields(page: string): URLSearchParams {
  const fields = new URLSearchParams();
  const hiddenInput = /<input type="hidden" name="([^"]+)" value="([^"]*)">/g;
  for (const [, name, value] of page.matchAll(hiddenInput)) fields.set(name, unescapeHtml(value));
  return fields;
}

/** The sign-in page's path (and query) for the demo client, returning to `redirectUri`. */
export function authorizePath(redirectUri: string): string {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: 'localhost',
    redirect_uri: redirectUri,
  });
  return `/oauth/oauth/authorize?${query}`;
}

export async function signInViaHttp(
  baseUrl: string,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignedIn> {
  const base = baseUrl.replace(/\/$/, '');
  const pageResponse = await fetch(`${base}${authorizePath(options.redirectUri ?? `${base}/`)}`);
  const page = await pageResponse.text();
  if (pageResponse.status !== 200) {
    throw new Error(`Sign-in page answered HTTP ${pageResponse.status}`);
  }
  const keyResponse = await fetch(`${base}/hpfm/v1/tool/pass/public-key`);
  const publicKey = await keyResponse.text();

  const form = hiddenFields(page);
  form.set('username', username);
  form.set('password', encryptPassword(publicKey, password));
  const response = await fetch(formAction(page, base), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(options.userAgent && { 'User-Agent': options.userAgent }),
    },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    const body = await response.text();
    const error = /role="alert">([^<]+)/.exec(body)?.[1]?.trim();
    throw new Error(`Sign-in of ${username} failed: HTTP ${response.status} ${error ?? ''}`.trim());
  }
  const hash = new URLSearchParams(new URL(location).hash.slice(1));
  const accessToken = hash.get('access_token');
  const refreshToken = hash.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(`No tokens in redirect ${location}`);
  return { accessToken, refreshToken, returnAddress: location };
}
