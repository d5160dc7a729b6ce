import { configureRuntime } from '../../config/runtime';
import { updateSession } from '../../session/current-session';
import { describeServiceTable } from '../test-support';
import { buildFileDownloadUrl } from './download-url';
import {
  createAttachmentUuid,
  deleteAttachmentFiles,
  deleteAttachmentFilesNotNull,
  deleteFilesByUrl,
  fetchAttachmentFiles,
} from './files';
import { startRuntime } from '../../runtime/create-runtime';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

const urls = ['https://files.example/hpfm/a.png'];

describeServiceTable('file services', [
  {
    name: 'list files',
    call: () => fetchAttachmentFiles('uuid-1', { bucketName: 'hpfm' }),
    url: '/hfle/v1{tenantPrefix}/files/uuid-1/file',
    options: { method: 'GET', params: { bucketName: 'hpfm' } },
  },
  {
    name: 'list files (organisation variant)',
    call: () => fetchAttachmentFiles('uuid-1', {}, 'tenant'),
    url: '/hfle/v1/{tenantId}/files/uuid-1/file',
    options: { method: 'GET', params: {} },
  },
  {
    name: 'delete by uuid and url, not-null form',
    call: () => deleteAttachmentFilesNotNull(urls, { bucketName: 'hpfm', attachmentUUID: 'u' }),
    url: '/hfle/v1/files/delete-by-uuidurl/not-null',
    options: {
      method: 'POST',
      params: { bucketName: 'hpfm', attachmentUUID: 'u' },
      data: urls,
    },
  },
  {
    name: 'delete by url',
    call: () => deleteFilesByUrl(urls, { bucketName: 'hpfm' }),
    url: '/hfle/v1{tenantPrefix}/files/delete-by-url',
    options: { method: 'POST', params: { bucketName: 'hpfm' }, data: urls },
  },
  {
    name: 'delete by uuid and url',
    call: () =>
      deleteAttachmentFiles(
        urls,
        { bucketName: 'hpfm', attachmentUUID: 'u', storageCode: 'MINIO', directory: 'd' },
        'site',
      ),
    url: '/hfle/v1/files/delete-by-uuidurl',
    options: {
      method: 'POST',
      params: { bucketName: 'hpfm', attachmentUUID: 'u', storageCode: 'MINIO', directory: 'd' },
      data: urls,
    },
  },
  {
    name: 'upload uuid',
    call: () => createAttachmentUuid(),
    url: '/hfle/v1{tenantPrefix}/files/uuid',
    options: { method: 'POST' },
    reply: { content: 'new-uuid' },
    result: 'new-uuid',
  },
]);

describe('buildFileDownloadUrl', () => {
  beforeEach(() => startRuntime());

  const query = { bucketName: 'hpfm', url: 'https://files.example/a b.png?x=1&y=2' };
  const cases: Array<[string, () => void, Parameters<typeof buildFileDownloadUrl>[1], string]> = [
    [
      'site role: no organisation',
      () => updateSession({ organizationId: 0, roleLevel: 'site' }),
      { accessToken: 'tok', requestId: 'rid' },
      '/hfle/v1/files/download',
    ],
    [
      'tenant role: organisation in the path',
      () => updateSession({ organizationId: 7, roleLevel: 'organization' }),
      { accessToken: 'tok', requestId: 'rid' },
      '/hfle/v1/7/files/download',
    ],
    [
      'tenant scope forces the organisation; API host in front',
      () => {
        updateSession({ organizationId: 7, roleLevel: 'site' });
        configureRuntime({ apiHost: 'https://gw.example/' });
      },
      { scope: 'tenant', accessToken: 'tok', requestId: 'rid' },
      'https://gw.example/hfle/v1/7/files/download',
    ],
  ];
  it.each(cases)('%s', (_name, arrange, options, path) => {
    arrange();
    const built = buildFileDownloadUrl(query, options);
    const [base, search] = built.split('?');
    expect(base).toBe(path);
    const params = new URLSearchParams(search);
    expect(Object.fromEntries(params)).toEqual({
      bucketName: 'hpfm',
      url: query.url,
      access_token: 'tok',
      'H-Request-Id': 'rid',
    });
    expect(search).toContain('url=https%3A%2F%2Ffiles.example%2Fa+b.png%3Fx%3D1%26y%3D2');
  });

  it('adds storage code and directory, and a fresh request id by default', () => {
    const built = buildFileDownloadUrl(
      { ...query, storageCode: 'MINIO', directory: 'docs' },
      { accessToken: 'tok' },
    );
    const params = new URLSearchParams(built.split('?')[1]);
    expect(params.get('storageCode')).toBe('MINIO');
    expect(params.get('directory')).toBe('docs');
    expect(params.get('H-Request-Id')).toMatch(/^\d{13}/);
  });
});
