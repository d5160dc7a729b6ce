// What an app remembers goes to our page's storage, or, in a foreign host's page, to memory for
// the mount (or under the host's storagePrefix): the host's own storage is left as it was.
import { getVerificationToken, rememberVerificationToken } from '../request/verification-token';
import { rememberLanguage, rememberedLanguage } from '../i18n/language-memory';
import { startRuntime } from '../runtime/create-runtime';
import { forgetUserData } from './device-data';
import { deviceStorage, keepDeviceDataForHost } from './device-storage';
import { memoryStore, type DeviceStore } from './stores';

const keysOf = (store: DeviceStore) =>
  Array.from({ length: store.length }, (_, index) => store.key(index)).sort();

/** A page with its own local and session storage (node has none). */
function fakePage() {
  const page = { localStorage: memoryStore(), sessionStorage: memoryStore() };
  (globalThis as { window?: unknown }).window = page;
  return page;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** Remembers one thing of each kind, through the code that does so in the apps. */
function rememberThings() {
  rememberVerificationToken(new Headers({ RequestVerificationToken: 'rvt-1' }));
  rememberLanguage('en_US');
  deviceStorage().session()?.setItem('menuTabSessionKey11', '{}');
}

it('on our own page: the page storage', () => {
  const page = fakePage();
  startRuntime();
  rememberThings();
  expect(keysOf(page.localStorage)).toEqual([
    'polaris.language',
    'polaris.requestVerificationToken',
  ]);
  expect(keysOf(page.sessionStorage)).toEqual(['menuTabSessionKey11']);
});

it('in a foreign host without a prefix: memory for the mount, nothing on the page', () => {
  const page = fakePage();
  page.localStorage.setItem('host.own', '1');
  const runtime = startRuntime();
  keepDeviceDataForHost(runtime, undefined);
  rememberThings();
  expect(getVerificationToken()).toBe('rvt-1');
  expect(rememberedLanguage()).toBe('en_US');
  expect(keysOf(page.localStorage)).toEqual(['host.own']);
  expect(keysOf(page.sessionStorage)).toEqual([]);

  forgetUserData(); // sign-out clears the mount's memory, never the host's keys
  expect(getVerificationToken()).toBe('rvt-1'); // the runtime's own copy
  expect(deviceStorage().local()?.getItem('polaris.requestVerificationToken')).toBeNull();
  expect(keysOf(page.localStorage)).toEqual(['host.own']);

  const kept = deviceStorage().local();
  expect(kept?.length).toBe(1); // the language
  runtime.dispose(); // the unmount: the memory goes with the runtime
  expect(kept?.length).toBe(0);
});

it("in a foreign host with a storagePrefix: the host's storage under that prefix only", () => {
  const page = fakePage();
  page.localStorage.setItem('host.own', '1');
  keepDeviceDataForHost(startRuntime(), 'partner.polaris.');
  rememberThings();
  expect(keysOf(page.localStorage)).toEqual([
    'host.own',
    'partner.polaris.polaris.language',
    'partner.polaris.polaris.requestVerificationToken',
  ]);
  expect(keysOf(page.sessionStorage)).toEqual(['partner.polaris.menuTabSessionKey11']);
  forgetUserData();
  expect(keysOf(page.localStorage)).toEqual(['host.own', 'partner.polaris.polaris.language']);
});

it('is chosen before first use, or not at all', () => {
  const runtime = startRuntime();
  deviceStorage(runtime).local();
  expect(() => keepDeviceDataForHost(runtime, undefined)).toThrow('chosen after first use');
});

it('without a page (node, blocked storage) remembers nothing and fails nothing', () => {
  startRuntime();
  expect(() => rememberThings()).not.toThrow();
  expect(rememberedLanguage()).toBeNull();
});
