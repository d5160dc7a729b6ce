// Runs the sign-in page's inline script against a minimal fake DOM (no browser here), with the
// real JSEncrypt and the real gateway, to check it encrypts the password before posting.
import { runInNewContext } from 'node:vm';
import JSEncrypt from 'jsencrypt';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

interface FakePage {
  submitted: Promise<void>;
  fireSubmit(): void;
  password: { value: string };
  submitButton: { disabled: boolean };
  scriptError: { hidden: boolean };
  hiddenFields: URLSearchParams;
}

async function loadPage(typedPassword: string): Promise<FakePage> {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: 'localhost',
    redirect_uri: `${t.url}/`,
  });
  const html = await (await fetch(`${t.url}/oauth/oauth/authorize?${query}`)).text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline).toHaveLength(1);
  const hiddenFields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    hiddenFields.set(name, value.replace(/&amp;/g, '&'));
  }

  let onSubmit: ((event: { preventDefault(): void }) => void) | undefined;
  let markSubmitted: () => void = () => undefined;
  const submitted = new Promise<void>((resolve) => (markSubmitted = resolve));
  const password = { value: typedPassword };
  const submitButton = { disabled: false };
  const scriptError = { hidden: true };
  // As in a browser, the control with id="submit" shadows form.submit(), so the script has to
  // call HTMLFormElement.prototype.submit.
  const form = {
    addEventListener: (_type: string, listener: typeof onSubmit) => (onSubmit = listener),
    submit: submitButton,
  };
  const HTMLFormElement = {
    prototype: {
      submit(this: unknown) {
        if (this === form) markSubmitted();
      },
    },
  };
  const elements: Record<string, unknown> = {
    'login-form': form,
    password,
    submit: submitButton,
    'script-error': scriptError,
  };
  runInNewContext(inline[0], {
    document: { getElementById: (id: string) => elements[id] },
    window: { JSEncrypt, addEventListener: () => undefined },
    fetch: (path: string) => fetch(`${t.url}${path}`),
    HTMLFormElement,
    Error,
  });
  return {
    submitted,
    fireSubmit: () => onSubmit?.({ preventDefault: () => undefined }),
    password,
    submitButton,
    scriptError,
    hiddenFields,
  };
}

it('replaces the password with its RSA encryption, which the gateway accepts', async () => {
  const page = await loadPage('Admin@1234');
  page.fireSubmit();
  await page.submitted;
  expect(page.password.value).not.toBe('Admin@1234');
  expect(page.password.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const form = new URLSearchParams(page.hiddenFields);
  form.set('username', 'admin');
  form.set('password', page.password.value);
  const response = await fetch(`${t.url}/oauth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toMatch(/#access_token=/);
});

it('does not post, shows an error and retries when the public key cannot be fetched', async () => {
  await callApi(t.url, '/__mock__/faults', {
    method: 'POST',
    body: { path: 'public-key', status: 500 },
  });
  const page = await loadPage('Admin@1234');
  page.fireSubmit();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(page.scriptError.hidden).toBe(false);
  expect(page.submitButton.disabled).toBe(false);
  expect(page.password.value).toBe('Admin@1234');

  await callApi(t.url, '/__mock__/faults', { method: 'DELETE' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  page.fireSubmit();
  await page.submitted;
  expect(page.password.value).not.toBe('Admin@1234');
});
