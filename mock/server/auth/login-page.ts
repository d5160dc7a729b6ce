// HTML of the sign-in page and of the sign-in error page. Self-contained: inline CSS, inline
// script, JSEncrypt served by the gateway itself; no external URL. Texts are English with the
// Chinese below them, whatever the browser language.
import { createHash } from 'node:crypto';
import { faviconLink } from '../../../src/build/favicon';
import { escapeHtml } from '../http/reply';

export const LOGIN_ACTION = '/oauth/login';
export const JSENCRYPT_PATH = '/oauth/static/jsencrypt.min.js';
export const PUBLIC_KEY_PATH = '/hpfm/v1/tool/pass/public-key';

export interface LoginPageModel {
  clientId: string;
  responseType: string;
  redirectUri: string;
  username?: string;
  /** Both languages, or only the user's when the error is about their account (`lang`). */
  error?: { en: string; zh: string; lang?: 'en_US' | 'zh_CN' };
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif;
    background: #f0f2f5; color: #1f1f1f; }
  main { width: 360px; padding: 32px; background: #fff; border-radius: 8px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { margin: 0 0 4px; font-size: 22px; }
  .zh { color: #8c8c8c; font-size: 13px; }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; padding: 8px 10px; font-size: 14px;
    border: 1px solid #d9d9d9; border-radius: 6px; }
  input:focus { outline: 2px solid #34a853; border-color: #34a853; }
  button { width: 100%; margin-top: 24px; padding: 10px; font-size: 15px; color: #fff;
    background: #34a853; border: 0; border-radius: 6px; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: wait; }
  .error { margin-top: 16px; padding: 8px 12px; color: #a8071a; background: #fff1f0;
    border: 1px solid #ffccc7; border-radius: 6px; }
  .error[hidden] { display: none; }`;

// Encrypts the password with the gateway's RSA public key (PKCS#1 v1.5, as HZERO's login does)
// before the form is posted; the server refuses passwords that are not encrypted.
const SCRIPT = `
(function () {
  var form = document.getElementById('login-form');
  var password = document.getElementById('password');
  var submit = document.getElementById('submit');
  var scriptError = document.getElementById('script-error');
  function loadPublicKey() {
    var loading = fetch('${PUBLIC_KEY_PATH}').then(function (response) {
      if (!response.ok) throw new Error('public key: HTTP ' + response.status);
      return response.text();
    });
    loading.catch(function () {}); // reported on submit, not as an unhandled rejection
    return loading;
  }
  var publicKey = loadPublicKey();
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    submit.disabled = true;
    // The key fetched at page load, or a new attempt if that one failed.
    publicKey = publicKey.catch(loadPublicKey);
    publicKey.then(function (key) {
      if (password.value) {
        var encryptor = new window.JSEncrypt();
        encryptor.setPublicKey(key);
        var encrypted = encryptor.encrypt(password.value);
        if (!encrypted) throw new Error('encryption failed');
        password.value = encrypted;
      }
      HTMLFormElement.prototype.submit.call(form); // form.submit is shadowed by the #submit button
    }).catch(function () {
      submit.disabled = false;
      scriptError.hidden = false;
    });
  });
  // Coming back through the history must not leave the encrypted value in the field.
  window.addEventListener('pageshow', function () {
    password.value = '';
    submit.disabled = false;
  });
})();`;

function bilingual(en: string, zh: string): string {
  return `${escapeHtml(en)} <span class="zh">${escapeHtml(zh)}</span>`;
}

/** The error: in the user's language alone when it is about their account, else both. */
function errorParagraph(error: NonNullable<LoginPageModel['error']>): string {
  const open = (lang: string) => `<p class="error" id="form-error" lang="${lang}" role="alert">`;
  if (error.lang === 'zh_CN') return `${open('zh-CN')}${escapeHtml(error.zh)}</p>`;
  if (error.lang === 'en_US') return `${open('en')}${escapeHtml(error.en)}</p>`;
  return `${open('en')}${bilingual(error.en, error.zh)}</p>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The login page's one inline script, allowed by the sign-in pages' CSP by this hash. */
export const LOGIN_SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

export function renderLoginPage(model: LoginPageModel): string {
  const error = model.error ? errorParagraph(model.error) : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · 登录 — Polaris</title>
${faviconLink()}
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Sign in to Polaris</h1>
  <div class="zh">登录 Polaris</div>
  ${error}
  <p class="error" id="script-error" role="alert" hidden>${bilingual(
    'Could not encrypt the password. Reload the page and try again.',
    '无法加密密码，请刷新页面后重试。',
  )}</p>
  <form id="login-form" method="post" action="${LOGIN_ACTION}" autocomplete="on">
    ${hidden('client_id', model.clientId)}
    ${hidden('response_type', model.responseType)}
    ${hidden('redirect_uri', model.redirectUri)}
    <label for="username">Username <span class="zh">用户名</span></label>
    <input type="text" id="username" name="username" autocomplete="username" autofocus
      value="${escapeHtml(model.username ?? '')}">
    <label for="password">Password <span class="zh">密码</span></label>
    <input type="password" id="password" name="password" autocomplete="current-password">
    <button type="submit" id="submit">Sign in · 登录</button>
  </form>
  <noscript><p class="error">${bilingual('JavaScript is required to sign in.', '登录需要启用 JavaScript。')}</p></noscript>
</main>
<script src="${JSENCRYPT_PATH}"></script>
<script>${SCRIPT}</script>
</body>
</html>`;
}

export function renderErrorPage(title: { en: string; zh: string }, detail: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title.en)} · ${escapeHtml(title.zh)}</title>
${faviconLink()}
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title.en)}</h1>
  <div class="zh">${escapeHtml(title.zh)}</div>
  <p class="error" role="alert">${escapeHtml(detail)}</p>
</main>
</body>
</html>`;
}
