// /hfle: upload, list, download (GET and posted form), delete, buckets and the demo exports.
import { SEED_ATTACHMENT_UUID } from '../../data/files';
import { downloadPath, uploadFile, type UploadPart } from '../../testing/file-calls';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;

const upload = (token: string, path: string, fields: Record<string, string>, file?: UploadPart) =>
  uploadFile(t.url, token, path, fields, file);

describe('upload, list, download, delete', () => {
  const NAME = '报告 (final) 100%.txt';
  const BYTES = Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69, 0x00, 0xff, 0x0d, 0x0a]);

  it.each([
    ['the tenant path', '/1'],
    ['the site path', ''],
  ])('round-trips bytes and a non-ASCII name through %s', async (_label, prefix) => {
    const token = tokenOf('alice');
    const uuid = (await callApi(t.url, `/hfle/v1${prefix}/files/uuid`, { method: 'POST', token }))
      .body.content;
    expect(uuid).toMatch(/^[0-9a-f]{32}$/);

    const fields = { bucketName: 'hfle', attachmentUUID: uuid, directory: 'docs/2024' };
    const file = { name: NAME, type: 'text/plain', bytes: BYTES };
    const uploaded = await upload(
      token,
      `/hfle/v1${prefix}/files/attachment/multipart`,
      fields,
      file,
    );
    expect(uploaded.type).toContain('text/plain');
    const url = uploaded.text;
    expect(url.startsWith(`${t.url}/hfle-files/hfle/docs/2024/`)).toBe(true);

    const list = await callApi(t.url, `/hfle/v1${prefix}/files/${uuid}/file?bucketName=hfle`, {
      token,
    });
    expect(list.body).toEqual([
      {
        fileId: expect.any(Number),
        fileName: NAME,
        fileUrl: url,
        fileSize: BYTES.length,
        fileType: 'text/plain',
        bucketName: 'hfle',
        attachmentUuid: uuid,
        directory: 'docs/2024',
        storageCode: 'DEFAULT', // the organisation's default storage (storage-configs.ts)
        creationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);

    // The client's download is a navigation: the token travels in the query.
    const response = await fetch(`${t.url}${downloadPath(prefix, 'hfle', url, token)}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(BYTES)).toBe(true);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1])).toBe(NAME);

    const deleted = await callApi(
      t.url,
      `/hfle/v1${prefix}/files/delete-by-uuidurl?bucketName=hfle&attachmentUUID=${uuid}`,
      { method: 'POST', token, body: [url] },
    );
    expect(deleted.status).toBe(200);
    expect((await callApi(t.url, `/hfle/v1${prefix}/files/${uuid}/file`, { token })).body).toEqual(
      [],
    );
    const gone = await callApi(t.url, downloadPath(prefix, 'hfle', url), { token });
    expect(gone.body).toMatchObject({ failed: true, code: 'error.file.not_found' });
  });

  it('stores a plain multipart upload without an attachment', async () => {
    const token = tokenOf('admin');
    const file = { name: 'a.bin', type: 'application/octet-stream', bytes: Buffer.from([1, 2]) };
    const uploaded = await upload(
      token,
      '/hfle/v1/files/multipart',
      { bucketName: 'public' },
      file,
    );
    expect(uploaded.text).toContain('/hfle-files/public/');
    const bytes = await fetch(`${t.url}${downloadPath('', 'public', uploaded.text, token)}`);
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(Buffer.from([1, 2]));
  });

  it.each([
    [
      'an unknown bucket',
      { bucketName: 'nope', attachmentUUID: 'u' },
      true,
      'error.file.bucket_not_found',
    ],
    ['no bucket', { attachmentUUID: 'u' }, true, 'error.file.bucket_required'],
    ['no attachment UUID', { bucketName: 'hfle' }, true, 'error.file.uuid_required'],
    ['no file part', { bucketName: 'hfle', attachmentUUID: 'u' }, false, 'error.file.required'],
  ])('refuses an upload with %s', async (_label, fields, withFile, code) => {
    const file = withFile
      ? { name: 'x.txt', type: 'text/plain', bytes: Buffer.from('x') }
      : undefined;
    const result = await upload(
      tokenOf('admin'),
      '/hfle/v1/files/attachment/multipart',
      fields,
      file,
    );
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ failed: true, code });
  });
});

describe('seeded files, downloads and deletes', () => {
  const listSeed = async (token: string) =>
    (
      await callApi(t.url, `/hfle/v1/1/files/${SEED_ATTACHMENT_UUID}/file?bucketName=hfle`, {
        token,
      })
    ).body as { fileName: string; fileUrl: string }[];

  it('lists the seeded attachment', async () => {
    const files = await listSeed(tokenOf('alice'));
    expect(files.map((f) => f.fileName)).toEqual([
      '租赁合同-A栋101.txt',
      'site-plan.svg',
      'meter-readings.csv',
    ]);
  });

  it('answers a missing file with an HTTP 200 JSON failed body', async () => {
    const result = await callApi(
      t.url,
      downloadPath('/1', 'hfle', 'http://x/hfle-files/hfle/none@a.txt'),
      {
        token: tokenOf('alice'),
      },
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.body).toMatchObject({
      failed: true,
      code: 'error.file.not_found',
      type: 'error',
    });
  });

  it.each([
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart'],
  ])('downloads through a posted %s form carrying the token', async (_label, kind) => {
    const token = tokenOf('alice');
    const [seed] = await listSeed(token);
    const fields = {
      bucketName: 'hfle',
      url: seed.fileUrl,
      access_token: token,
      'H-Request-Id': 'r1',
    };
    let body: URLSearchParams | FormData = new URLSearchParams(fields);
    if (kind === 'multipart') {
      body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
    }
    const response = await fetch(`${t.url}/hfle/v1/1/files/download`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('租赁合同');
  });

  it('refuses a posted download without a usable token', async () => {
    const response = await fetch(`${t.url}/hfle/v1/files/download`, {
      method: 'POST',
      body: new URLSearchParams({ bucketName: 'hfle', url: '/x', access_token: 'bogus' }),
    });
    expect(response.status).toBe(401);
  });

  it('deletes with not-null: the non-empty query fields must match', async () => {
    const token = tokenOf('alice');
    const [first, second] = await listSeed(token);
    const base = `/hfle/v1/files/delete-by-uuidurl/not-null?bucketName=hfle&attachmentUUID=${SEED_ATTACHMENT_UUID}`;
    await callApi(t.url, `${base}&directory=elsewhere`, {
      method: 'POST',
      token,
      body: [first.fileUrl],
    });
    expect(await listSeed(token)).toHaveLength(3);
    await callApi(t.url, `${base}&directory=contracts`, {
      method: 'POST',
      token,
      body: [first.fileUrl],
    });
    await callApi(t.url, '/hfle/v1/1/files/delete-by-url?bucketName=hfle', {
      method: 'POST',
      token,
      body: [second.fileUrl],
    });
    expect((await listSeed(token)).map((f) => f.fileName)).toEqual(['meter-readings.csv']);
  });

  it('refuses a delete without a URL list', async () => {
    const result = await callApi(t.url, '/hfle/v1/files/delete-by-url?bucketName=hfle', {
      method: 'POST',
      token: tokenOf('admin'),
      body: { nothing: true },
    });
    expect(result.body).toMatchObject({ failed: true, code: 'error.file.urls_required' });
  });
});

describe('demo exports', () => {
  it.each(['GET', 'POST'])('answers a column export by %s with a named CSV', async (method) => {
    const token = tokenOf('alice');
    const query = method === 'GET' ? '?exportType=COLUMN' : '';
    const response = await fetch(`${t.url}/hpfm/v1/1/exports/demo${query}`, {
      method,
      headers: { Authorization: `bearer ${token}`, 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ exportType: 'COLUMN' }) : undefined,
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(disposition.split("''")[1])).toBe('租户导出-demo.csv');
    expect(await response.text()).toContain('ACME');
  });

  it('starts an async export', async () => {
    const result = await callApi(t.url, '/hpfm/v1/1/exports/demo/async', {
      method: 'POST',
      token: tokenOf('alice'),
    });
    expect(result.body).toEqual({
      taskCode: expect.stringMatching(/^[0-9a-f]{32}$/),
      status: 'PENDING',
    });
  });
});
