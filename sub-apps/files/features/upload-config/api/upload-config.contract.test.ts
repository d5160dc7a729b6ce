/** Upload configurations through the real client: saved, applied by detail, enforced on upload. */
import { fetchUploadConfigDetail } from '@polaris/core/services/file/upload-config';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchUploadConfigs } from './fetch-upload-configs';
import { deleteUploadConfig, saveUploadConfig } from './save-upload-config';

const api = serviceContract('admin');
const TXT_1KB = {
  bucketName: 'hmsg',
  directory: null,
  fileFormat: 'txt',
  storageSize: 1,
  storageUnit: 'KB' as const,
};

/** A multipart upload into `bucket`, as the attachment kit sends one. */
async function upload(name: string, size: number) {
  const form = new FormData();
  form.append('bucketName', 'hmsg');
  form.append('file', new Blob(['x'.repeat(size)]), name);
  const response = await fetch(`${api.url}/hfle/v1/files/multipart`, {
    method: 'POST',
    headers: { Authorization: `bearer ${api.token}` },
    body: form,
  });
  const text = await response.text();
  return text.startsWith('{') ? (JSON.parse(text) as { code?: string }) : text;
}

describe('upload configurations', () => {
  it('create: POST /upload-configs; listed, and the detail of its bucket answers it', async () => {
    const saved = await saveUploadConfig(TXT_1KB);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hfle/v1/upload-configs',
      query: {},
      body: TXT_1KB,
    });
    expect(saved).toMatchObject({ ...TXT_1KB, tenantId: 0, objectVersionNumber: 1 });
    expect((await fetchUploadConfigs({ bucketName: 'hmsg' })).content).toEqual([saved]);
    expect(await fetchUploadConfigDetail({ bucketName: 'hmsg', directory: 'notices' })).toEqual(
      saved,
    );
    expect(await fetchUploadConfigDetail({ bucketName: 'hfle' })).toBeNull();
  });

  it('the file service refuses what the configuration does not allow, and takes it once changed', async () => {
    const saved = await saveUploadConfig(TXT_1KB);
    expect(await upload('big.txt', 2048)).toMatchObject({ code: 'error.file.upload_config' });
    expect(await upload('paper.pdf', 10)).toMatchObject({ code: 'error.file.upload_config' });
    await saveUploadConfig({ ...saved, storageSize: 4 });
    expect(await upload('big.txt', 2048)).toMatch(/^http/);
    await deleteUploadConfig({ ...saved, objectVersionNumber: 2 });
    expect(await upload('paper.pdf', 10)).toMatch(/^http/);
  });

  it('a second configuration of a bucket: refused, naming it', async () => {
    await saveUploadConfig(TXT_1KB);
    await expect(saveUploadConfig({ ...TXT_1KB, storageSize: 9 })).rejects.toMatchObject({
      code: 'error.data_exists',
    });
    expect(api.notices).toEqual([expect.objectContaining({ description: 'hmsg 已有上传配置' })]);
  });

  it('an organisation role without the page: refused (403); its uploads still read the detail', async () => {
    await saveUploadConfig(TXT_1KB);
    await api.signIn('alice');
    await expect(fetchUploadConfigs()).rejects.toMatchObject({ status: 403 });
    expect(await fetchUploadConfigDetail({ bucketName: 'hmsg' })).toMatchObject({
      fileFormat: 'txt',
    });
  });
});
