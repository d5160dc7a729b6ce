// The storage configurations' rules: one default per organisation, kept; where uploads go.
import { StorageConfigStore } from './storage-config-store';

const NEW = {
  storageType: 'LOCAL' as const,
  endPoint: '/var/files',
  domain: null,
  accessKeyId: null,
  bucketPrefix: null,
  enabledFlag: 1 as const,
};

describe('storage configurations', () => {
  let store: StorageConfigStore;
  beforeEach(() => {
    store = new StorageConfigStore();
  });

  it.each([
    ['its own default', 1, 'DEFAULT'],
    ['the platform’s for an organisation without any', 7, 'DEFAULT'],
  ])('an upload naming no storage goes to %s', (_what, tenantId, code) => {
    expect(store.defaultCode(tenantId)).toBe(code);
  });

  it.each([
    [1, 'ACME-OSS', true],
    [2, 'ACME-OSS', false], // Acme's, not Globex's
    [2, 'DEFAULT', true],
    [1, 'NOWHERE', false],
  ])('organisation %s may name storage %s: %s', (tenantId, code, usable) => {
    expect(store.usable(tenantId, code)).toBe(usable);
  });

  it('refuses to disable the default, or to make a disabled one the default', () => {
    const acme = store.list(1);
    const byCode = Object.fromEntries(acme.map((row) => [row.storageCode, row]));
    expect(() => store.update(1, { ...NEW, ...byCode.DEFAULT, enabledFlag: 0 })).toThrow(
      /cannot be disabled/,
    );
    const oss = store.update(1, { ...NEW, ...byCode['ACME-OSS'], enabledFlag: 0 });
    expect(() => store.setDefault(1, oss.storageConfigId, oss.objectVersionNumber)).toThrow(
      /disabled/,
    );
    expect(store.usable(1, 'ACME-OSS')).toBe(false);
  });

  it('the first configuration of an organisation is its default', () => {
    const first = store.create(9, { ...NEW, storageCode: 'LOCAL' });
    const second = store.create(9, { ...NEW, storageCode: 'OTHER', enabledFlag: 0 });
    expect([first.defaultFlag, second.defaultFlag]).toEqual([1, 0]);
    expect(store.defaultCode(9)).toBe('LOCAL');
  });
});
