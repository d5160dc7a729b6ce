// /hfle/v1[/{tid}]/files: the file aggregate list, its filters, paging and who sees what.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

type Row = { fileName: string; tenantId: number; tenantName: string; bucketName: string };
type PageOfRows = { content: Row[]; totalElements: number; numberOfElements: number };

async function names(login: 'admin' | 'alice', path: string): Promise<string[]> {
  const token = t.gateway.state.signIn(login).accessToken;
  const result = await callApi<PageOfRows>(t.url, path, { token });
  return result.body.content.map((row) => row.fileName);
}

describe('file aggregate list', () => {
  it.each([
    [
      'every tenant to the platform administrator, newest first',
      'admin',
      '/hfle/v1/files',
      [
        '投诉说明.txt',
        '漏水照片.png',
        'shift-roster.csv',
        'meter-readings.csv',
        'site-plan.svg',
        '租赁合同-A栋101.txt',
        'platform-logo.svg',
      ],
    ],
    [
      "the organisation's own on the tenant path",
      'alice',
      '/hfle/v1/1/files',
      [
        '投诉说明.txt',
        '漏水照片.png',
        'meter-readings.csv',
        'site-plan.svg',
        '租赁合同-A栋101.txt',
      ],
    ],
    [
      "the organisation's own to a tenant-level role on the site path",
      'alice',
      '/hfle/v1/files',
      [
        '投诉说明.txt',
        '漏水照片.png',
        'meter-readings.csv',
        'site-plan.svg',
        '租赁合同-A栋101.txt',
      ],
    ],
    ['by bucket', 'admin', '/hfle/v1/files?bucketName=hpfm', ['platform-logo.svg']],
    ['by a part of the name', 'admin', '/hfle/v1/files?fileName=SITE', ['site-plan.svg']],
    [
      'by a part of the type',
      'admin',
      '/hfle/v1/files?fileType=svg',
      ['site-plan.svg', 'platform-logo.svg'],
    ],
    [
      'by creation dates (a bare end date takes the whole day)',
      'admin',
      '/hfle/v1/files?fromCreateDate=2024-05-06 09:31:00&toCreateDate=2024-05-07',
      ['meter-readings.csv', 'site-plan.svg'],
    ],
    [
      'ignoring empty filters',
      'admin',
      '/hfle/v1/files?bucketName=&fileName=&fromCreateDate=&size=2',
      ['投诉说明.txt', '漏水照片.png'],
    ],
  ])('lists %s', async (_label, login, path, expected) => {
    expect(await names(login as 'admin' | 'alice', path)).toEqual(expected);
  });

  it('answers a page with the tenant of each file', async () => {
    const token = t.gateway.state.signIn('admin').accessToken;
    const result = await callApi<PageOfRows>(t.url, '/hfle/v1/files?page=2&size=2', { token });
    expect(result.body).toMatchObject({ totalElements: 7, numberOfElements: 2, number: 2 });
    expect(result.body.content[0]).toMatchObject({
      fileName: 'site-plan.svg',
      tenantId: 1,
      tenantName: 'Acme Property',
      bucketName: 'hfle',
      fileUrl: expect.stringContaining('/hfle-files/hfle/contracts/'),
    });
  });

  it.each([
    ['an unknown bucket', 'bucketName=nope', 'error.file.bucket_not_found'],
    ['a date that is not one', 'fromCreateDate=yesterday', 'error.param.invalid'],
  ])('refuses %s with a failed body', async (_label, query, code) => {
    const token = t.gateway.state.signIn('admin').accessToken;
    const result = await callApi(t.url, `/hfle/v1/files?${query}`, { token });
    expect(result.body).toMatchObject({ failed: true, code });
  });

  it('refuses another organisation in the path', async () => {
    const token = t.gateway.state.signIn('alice').accessToken;
    const result = await callApi(t.url, '/hfle/v1/2/files', { token });
    expect(result.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});
