/**
 * The file edit log through the real client: a file replaced (uploaded again into its attachment
 * under the same name) and one deleted are logged, by whom and when; searched; per organisation.
 */
import { attachmentCalls } from '../../../../../test/support/attachment-calls';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchEditLogs } from './fetch-edit-logs';

const api = serviceContract('alice');
const UUID = 'feed00000000000000000000000000cc';

/** alice uploads a.txt twice (the second replaces the first), then deletes it. */
async function aliceEdits(): Promise<void> {
  const files = attachmentCalls(api, 1, UUID);
  await files.upload('a.txt', 'one');
  await files.upload('a.txt', 'two');
  const [only, ...more] = await files.list();
  expect(more).toEqual([]);
  expect(only).toMatchObject({ fileName: 'a.txt', fileSize: 3, storageCode: 'DEFAULT' });
  await files.remove(only.fileUrl);
  expect(await files.list()).toEqual([]);
}

describe('file edit log', () => {
  it('logs a replaced and a deleted file, newest first; filters by name, editor, day and organisation', async () => {
    await aliceEdits();
    await api.signIn('admin');
    const page = await fetchEditLogs({ fileName: 'A.TXT', editorName: 'alice' });
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/hfle/v1/file-edit-logs',
      query: { fileName: 'A.TXT', editorName: 'alice' },
    });
    const entry = {
      fileName: 'a.txt',
      bucketName: 'hfle',
      storageCode: 'DEFAULT',
      editorName: 'Alice Chen',
      tenantId: 1,
      tenantName: 'Acme Property',
    };
    expect(page.content).toEqual([
      expect.objectContaining({ ...entry, editType: 'DELETE' }),
      expect.objectContaining({ ...entry, editType: 'REPLACE' }),
    ]);
    const today = page.content[0].editDate.slice(0, 10);
    expect((await fetchEditLogs({ fromEditDate: today, toEditDate: today })).totalElements).toBe(2);
    expect((await fetchEditLogs({ fromEditDate: '2999-01-01' })).totalElements).toBe(0);
    expect((await fetchEditLogs({ tenantId: 2 })).totalElements).toBe(0);
    expect((await fetchEditLogs({ editorName: '管理员' })).totalElements).toBe(0);
  });

  it('an organisation role without the page: refused (403)', async () => {
    await expect(fetchEditLogs()).rejects.toMatchObject({ status: 403 });
    expect(api.onlySent().path).toBe('/hfle/v1/1/file-edit-logs');
  });
});
