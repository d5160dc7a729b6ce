// Cross-cutting rules of the file, message, audit, approval and Gantt endpoints: bearer token,
// the organisation in the path, reset, and the temp folder of uploads.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { startGateway } from '../gateway';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;

// [method, path with {tid}] — alice's current organisation is 1.
const ENDPOINTS: [string, string][] = [
  ['POST', '/hfle/v1/{tid}/files/uuid'],
  ['GET', '/hfle/v1/{tid}/files/c0ffee00d1ce4a5e9b7a5eed00000001/file'],
  ['GET', '/hfle/v1/{tid}/files/download?bucketName=hfle&url=x'],
  ['POST', '/hfle/v1/{tid}/files/delete-by-url?bucketName=hfle'],
  ['GET', '/hpfm/v1/{tid}/exports/demo?exportType=COLUMN'],
  ['GET', '/hmsg/v1/{tid}/messages/user/count'],
  ['GET', '/hmsg/v1/{tid}/messageCenter/userMessage/recent?count=5'],
  ['GET', '/hmsg/v1/{tid}/notices/user/preview'],
  ['POST', '/hmsg/v1/{tid}/messages/user/read-flag?readAll=1'],
  ['GET', '/hmnt/v1/{tid}/audit-datas?entityCode=HPFM.TENANT&entityId=1'],
  ['GET', '/hmnt/v1/{tid}/audit-documents/page-route?documentCode=HPFM.TENANT'],
  ['GET', '/hwfl/v1/{tid}/process/instance/10001/approve-history'],
  ['GET', '/hpfm/v1/{tid}/gantt-tasks?ganttId=1'],
  ['GET', '/hpfm/v1/{tid}/gantt-task-links/1'],
];

describe.each(ENDPOINTS)('%s %s', (method, path) => {
  it('answers 401 without a token', async () => {
    const result = await callApi(t.url, path.replace('{tid}', '1'), { method });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ error: 'invalid_token' });
  });

  it('answers a failed body for an organisation that is not the current one', async () => {
    const result = await callApi(t.url, path.replace('{tid}', '2'), {
      method,
      token: tokenOf('alice'),
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });

  it('answers the current organisation', async () => {
    const result = await callApi(t.url, path.replace('{tid}', '1'), {
      method,
      token: tokenOf('alice'),
      body: method === 'POST' ? [] : undefined,
    });
    expect(result.status).toBe(200);
    expect(result.body?.code).not.toBe('error.permission.tenant_mismatch');
  });
});

describe('reset', () => {
  it('restores messages, Gantt tasks and files', async () => {
    const token = tokenOf('alice');
    await callApi(t.url, '/hmsg/v1/1/messages/user/read-flag?readAll=1', { method: 'POST', token });
    const [task] = (await callApi(t.url, '/hpfm/v1/1/gantt-tasks?ganttId=1', { token })).body;
    await callApi(t.url, '/hpfm/v1/1/gantt-tasks/batch', {
      method: 'POST',
      token,
      body: [{ ...task, taskName: 'Changed' }],
    });
    const list = '/hfle/v1/1/files/c0ffee00d1ce4a5e9b7a5eed00000001/file';
    const files = (await callApi(t.url, list, { token })).body;
    await callApi(t.url, '/hfle/v1/1/files/delete-by-url?bucketName=hfle', {
      method: 'POST',
      token,
      body: files.map((f: { fileUrl: string }) => f.fileUrl),
    });
    expect((await callApi(t.url, list, { token })).body).toEqual([]);

    expect((await fetch(`${t.url}/__mock__/reset`, { method: 'POST' })).status).toBe(200);

    const count = await callApi(t.url, '/hmsg/v1/1/messages/user/count', { token });
    expect(count.body).toEqual({ unreadMessageCount: 4 });
    const [again] = (await callApi(t.url, '/hpfm/v1/1/gantt-tasks?ganttId=1', { token })).body;
    expect(again).toMatchObject({ taskName: 'Renovate building A', objectVersionNumber: 1 });
    expect((await callApi(t.url, list, { token })).body).toHaveLength(3);
  });
});

describe('upload folder', () => {
  it('lives under the temp dir and is removed when the gateway closes', async () => {
    const gateway = await startGateway({ port: 0, quiet: true });
    try {
      const token = gateway.state.signIn('admin').accessToken;
      const form = new FormData();
      form.append('bucketName', 'hfle');
      form.append('attachmentUUID', 'u1');
      form.append('file', new Blob(['hello']), 'hello.txt');
      await fetch(`${gateway.url}/hfle/v1/files/attachment/multipart`, {
        method: 'POST',
        headers: { Authorization: `bearer ${token}` },
        body: form,
      });
      const [stored] = gateway.state.work.files.list('u1', 'hfle', () => true);
      if (stored.content.kind !== 'disk') throw new Error('expected an uploaded file on disk');
      const folder = dirname(stored.content.path);
      expect(folder).toMatch(/polaris-files-/);
      expect(existsSync(stored.content.path)).toBe(true);
      await gateway.close();
      expect(existsSync(folder)).toBe(false);
    } finally {
      await gateway.close().catch(() => undefined);
    }
  });
});
