/** @jest-environment jsdom */
import {
  fileAddressPolicy,
  storedImageAddress,
  installStoredFileLinks,
  isLegacyAddress,
  type StoredFileEnvironment,
} from './stored-file-links';

import { registerBundledTexts, setLanguage } from '@polaris/core/i18n/intl';
import { texts } from './texts';

const ORIGIN = 'http://localhost';

beforeAll(() => {
  registerBundledTexts('en_US', texts.en_US);
  setLanguage('en_US');
});
const LEGACY = 'http://legacy-files.localhost';

function environment(overrides: Partial<StoredFileEnvironment> = {}) {
  const downloads: string[] = [];
  const warnings: [string, string][] = [];
  const env: StoredFileEnvironment = {
    fileTokenUrl: async (key) => ({ fileTokenUrl: `${ORIGIN}/hfle-signed/t-${key}` }),
    redirectUrl: async (key) => ({ redirectUrl: `${ORIGIN}/hfle-signed/r-${key}` }),
    historyUrl: async (url) => ({ historyUrl: `${ORIGIN}/hfle-signed/h-${url.length}` }),
    legacyOrigin: LEGACY,
    policy: fileAddressPolicy(ORIGIN, ''),
    download: (url) => downloads.push(url),
    warn: (title, description) => warnings.push([title, description]),
    ...overrides,
  };
  return { env, downloads, warnings };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function link(key: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = '#';
  anchor.setAttribute('data-file-key', key);
  anchor.innerHTML = '<span>说明.txt</span>';
  document.body.appendChild(anchor);
  return anchor;
}

function image(attributes: Record<string, string>): HTMLImageElement {
  const img = document.createElement('img');
  Object.entries(attributes).forEach(([name, value]) => img.setAttribute(name, value));
  document.body.appendChild(img);
  return img;
}

const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event('error'));

let remove: () => void = () => undefined;
afterEach(() => {
  remove();
  document.body.innerHTML = '';
});

describe('stored-file links', () => {
  it('a click on a stored-file link (or inside it) downloads the address the file service gives', async () => {
    const { env, downloads } = environment();
    remove = installStoredFileLinks(document, env);
    const anchor = link('wuye-doc-0001');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(downloads).toEqual([`${ORIGIN}/hfle-signed/t-wuye-doc-0001`]);
  });

  it.each([
    ['the server’s message under "Tip"', { message: 'File expired' }, ['Tip', 'File expired']],
    ['"Operation failed" without one', {}, ['Operation failed', '']],
  ])('no fileTokenUrl: %s', async (_name, answer, warning) => {
    const { env, downloads, warnings } = environment({ fileTokenUrl: async () => answer });
    remove = installStoredFileLinks(document, env);
    link('gone').click();
    await settle();
    expect(downloads).toEqual([]);
    expect(warnings).toEqual([warning]);
  });

  it('a failed request says "Operation failed"; an address elsewhere is not followed', async () => {
    const refused = environment({ fileTokenUrl: () => Promise.reject(new Error('offline')) });
    remove = installStoredFileLinks(document, refused.env);
    link('k').click();
    await settle();
    expect(refused.warnings).toEqual([['Operation failed', '']]);
    remove();

    const elsewhere = environment({
      fileTokenUrl: async () => ({ fileTokenUrl: 'https://evil.example/x' }),
    });
    remove = installStoredFileLinks(document, elsewhere.env);
    link('k').click();
    await settle();
    expect(elsewhere.downloads).toEqual([]);
    expect(elsewhere.warnings).toEqual([['Operation failed', '']]);
  });

  it('leaves other links alone, and every link once removed', async () => {
    const { env, downloads } = environment();
    remove = installStoredFileLinks(document, env);
    const plain = document.createElement('a');
    plain.href = '#plain';
    document.body.appendChild(plain);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    remove();
    link('k').click();
    await settle();
    expect(downloads).toEqual([]);
  });
});

describe('stored-file images', () => {
  it('an image with a key that fails is retried once through the redirect address', async () => {
    const { env } = environment();
    const redirect = jest.spyOn(env, 'redirectUrl');
    remove = installStoredFileLinks(document, env);
    const img = image({ 'data-file-key': 'wuye-photo-0001', src: '/broken.png' });
    fail(img);
    await settle();
    expect(img.getAttribute('src')).toBe(`${ORIGIN}/hfle-signed/r-wuye-photo-0001`);
    fail(img);
    await settle();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('an image on the old storage host is retried through the history address', async () => {
    const { env } = environment();
    remove = installStoredFileLinks(document, env);
    const src = `${LEGACY}/wuye/2024/leak-photo.png`;
    const img = image({ src });
    fail(img);
    await settle();
    expect(img.getAttribute('src')).toBe(`${ORIGIN}/hfle-signed/h-${src.length}`);
  });

  it('an image that failed before the handlers were installed is retried when they are', async () => {
    const { env } = environment();
    const img = image({ 'data-file-key': 'wuye-photo-0001', src: '/broken.png' });
    fail(img); // nobody listens yet
    Object.defineProperty(img, 'complete', { value: true }); // as a browser says of a broken one
    remove = installStoredFileLinks(document, env);
    await settle();
    expect(img.getAttribute('src')).toBe(`${ORIGIN}/hfle-signed/r-wuye-photo-0001`);
  });

  it('other images that fail are left as they are', async () => {
    const { env } = environment();
    remove = installStoredFileLinks(document, env);
    const img = image({ src: 'http://elsewhere.example/a.png' });
    fail(img);
    await settle();
    expect(img.getAttribute('src')).toBe('http://elsewhere.example/a.png');
  });
});

describe.each([
  ['http://legacy-files.localhost/a.png', LEGACY, true],
  ['http://legacy-files.localhost:8080/a.png', LEGACY, false],
  ['https://legacy-files.localhost/a.png', LEGACY, false],
  ['/hfle-files/a.png', LEGACY, false],
  ['http://legacy-files.localhost/a.png', '', false],
])('isLegacyAddress(%p, %p)', (src, origin, expected) => {
  it(`is ${expected}`, () => expect(isLegacyAddress(src, origin)).toBe(expected));
});

describe.each([
  ['/hfle-signed/x', '', '', '/hfle-signed/x'],
  [`${LEGACY}/a.png`, '', LEGACY, `${LEGACY}/a.png`],
  [`${LEGACY}/a.png`, '', '', undefined],
  ['http://api.example/f.png', 'http://api.example', '', 'http://api.example/f.png'],
  ['http://tracker.example/p.gif', '', LEGACY, undefined],
  ['javascript:alert(1)', '', LEGACY, undefined],
  [undefined, '', LEGACY, undefined],
])('storedImageAddress(%p) with API host %p and old host %p', (url, apiHost, legacy, expected) => {
  it(`is ${String(expected)}`, () =>
    expect(storedImageAddress(url, ORIGIN, { apiHost, legacyFileOrigin: legacy })).toBe(expected));
});
