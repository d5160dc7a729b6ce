/** The file aggregate call through the real client: admin (site level) and alice (Acme). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchFiles } from './fetch-files';

const api = serviceContract('admin');

describe('file aggregate', () => {
  it('a site-level role: GET /hfle/v1/files, every tenant, empty filters not sent', async () => {
    const page = await fetchFiles({ bucketName: 'hfle', fileName: '', fileType: 'svg', size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hfle/v1/files',
      query: { bucketName: 'hfle', fileType: 'svg', size: '10' },
    });
    expect(page.content.map((row) => [row.fileName, row.tenantName])).toEqual([
      ['site-plan.svg', 'Acme Property'],
    ]);
  });

  it("a tenant-level role: the organisation's path and files, by creation date", async () => {
    await api.signIn('alice');
    const page = await fetchFiles({ fromCreateDate: '2024-05-07', toCreateDate: '2024-05-07' });
    expect(api.onlySent()).toMatchObject({ method: 'GET', path: '/hfle/v1/1/files' });
    expect(page.content.map((row) => row.fileName)).toEqual(['meter-readings.csv']);
  });
});
