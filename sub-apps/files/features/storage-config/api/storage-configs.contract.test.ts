/**
 * Storage configurations through the real client: listed per organisation without their secrets,
 * created, changed (the secret kept), one default per organisation, which uploads go to.
 */
import { attachmentCalls } from '../../../../../test/support/attachment-calls';
import { serviceContract } from '../../../../../test/support/service-contract';
import { setDefaultStorage } from './set-default-storage';
import { fetchStorageConfigs, storageConfigs } from './storage-configs';

const api = serviceContract('admin');

const NEW = {
  tenantId: 1,
  storageCode: 'ACME-COS',
  storageType: 'QCLOUD' as const,
  endPoint: 'https://cos.ap-shanghai.myqcloud.com',
  domain: null,
  accessKeyId: 'AKID-acme',
  bucketPrefix: 'acme',
  enabledFlag: 1 as const,
};

/** Acme's storage configurations by code. */
async function acmeStorages() {
  const page = await fetchStorageConfigs({ tenantId: 1 });
  return Object.fromEntries(page.content.map((row) => [row.storageCode, row]));
}

/** The storage code of a text file alice uploads into a new attachment of `hfle`. */
async function aliceUploadsInto(uuid: string): Promise<string | null | undefined> {
  await api.signIn('alice');
  const files = attachmentCalls(api, 1, uuid);
  await files.upload('minutes.txt', 'minutes');
  return (await files.list())[0]?.storageCode;
}

describe('storage configurations', () => {
  it('list: GET /storage-configs?tenantId= on the site form; secrets never come back', async () => {
    const page = await fetchStorageConfigs({ tenantId: 1 });
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/hfle/v1/storage-configs',
      query: { tenantId: '1' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        storageCode: 'ACME-OSS',
        defaultFlag: 0,
        tenantName: 'Acme Property',
      }),
      expect.objectContaining({
        storageCode: 'DEFAULT',
        defaultFlag: 1,
        accessKeySecretSetFlag: 1,
      }),
    ]);
    expect(JSON.stringify(page)).not.toMatch(/seed-.*-secret/);
    expect((await fetchStorageConfigs()).totalElements).toBe(4);
  });

  it('create names the organisation; a change may leave the secret out; a code once per organisation', async () => {
    const created = await storageConfigs.save({ ...NEW, accessKeySecret: 'k3y' });
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: '/hfle/v1/storage-configs' });
    expect(created).toMatchObject({ ...NEW, defaultFlag: 0, accessKeySecretSetFlag: 1 });
    const { storageConfigId, objectVersionNumber } = created;
    const changed = await storageConfigs.save({
      ...NEW,
      storageConfigId,
      objectVersionNumber,
      bucketPrefix: 'acme-2',
    });
    expect(changed).toMatchObject({ bucketPrefix: 'acme-2', objectVersionNumber: 2 });
    const stored = api.gateway.state.messaging.storageConfigs.find(1, storageConfigId);
    expect(stored.secret).toBe('k3y');
    await expect(storageConfigs.save({ ...NEW, accessKeySecret: 'x' })).rejects.toMatchObject({
      code: 'error.data_exists',
    });
    await expect(
      storageConfigs.save({ ...NEW, storageConfigId, objectVersionNumber }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
  });

  it('set as default moves the one default; uploads naming no storage go there', async () => {
    expect(await aliceUploadsInto('feed00000000000000000000000000aa')).toBe('DEFAULT');
    await api.signIn('admin');
    const before = await acmeStorages();
    await expect(storageConfigs.remove(before.DEFAULT)).rejects.toMatchObject({
      code: 'error.storage.default_delete',
    });
    expect(api.notices.at(-1)?.description).toBe('默认存储 DEFAULT 不能删除');

    const made = await setDefaultStorage(before['ACME-OSS']);
    expect(api.sent().at(-1)).toEqual({
      method: 'PUT',
      path: '/hfle/v1/storage-configs/default',
      query: {},
      body: { storageConfigId: before['ACME-OSS'].storageConfigId, objectVersionNumber: 1 },
    });
    expect(made).toMatchObject({ defaultFlag: 1, objectVersionNumber: 2 });
    const after = await acmeStorages();
    expect(after.DEFAULT).toMatchObject({ defaultFlag: 0, objectVersionNumber: 2 });
    // the other organisations keep theirs
    expect(api.gateway.state.messaging.storageConfigs.defaultCode(2)).toBe('DEFAULT');

    expect(await aliceUploadsInto('feed00000000000000000000000000bb')).toBe('ACME-OSS');
    await api.signIn('admin');
    await storageConfigs.remove(after.DEFAULT);
    expect(Object.keys(await acmeStorages())).toEqual(['ACME-OSS']);
  });

  it('an upload naming a storage: an enabled one of its organisation or the platform', async () => {
    await api.signIn('alice');
    const files = attachmentCalls(api, 1, 'feed00000000000000000000000000dd');
    expect(await files.upload('a.txt', 'a', { storageCode: 'ACME-OSS' })).toMatch(/^http/);
    expect(await files.upload('b.txt', 'b', { storageCode: 'GLOBEX' })).toMatch(
      /error.file.storage_not_found/,
    );
    expect((await files.list()).map((file) => file.storageCode)).toEqual(['ACME-OSS']);
  });

  it('an organisation role without the page: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchStorageConfigs()).rejects.toMatchObject({ status: 403 });
    expect(api.onlySent().path).toBe('/hfle/v1/1/storage-configs');
  });
});
