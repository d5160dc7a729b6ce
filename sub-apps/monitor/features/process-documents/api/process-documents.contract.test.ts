/**
 * The process document calls through the real client against the gateway, signed in as admin
 * (site level: every organisation's documents).
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchDeployedKeys } from './fetch-deployed-keys';
import { fetchProcessDocuments } from './fetch-process-documents';
import { saveProcessDocument } from './save-process-document';

const api = serviceContract('admin');

const NEW = {
  tenantId: 1,
  documentCode: 'WORK_PERMIT',
  documentName: 'Work permit',
  processKey: 'PURCHASE_REQUEST',
  documentPath: null,
  enabledFlag: 1 as const,
};

describe('process documents', () => {
  it('list: every organisation’s with the process’s name, filtered', async () => {
    const page = await fetchProcessDocuments({ documentCode: 'reno' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/process/documents',
      query: { documentCode: 'reno' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        documentId: 501,
        processKey: 'RENOVATION_BUDGET',
        processName: 'Renovation budget',
        tenantName: expect.any(String),
        objectVersionNumber: 1,
      }),
    ]);
    expect(
      (await fetchProcessDocuments({ tenantId: 2 })).content.map((d) => d.documentCode),
    ).toEqual(['CHANGEOVER']);
  });

  it('deployed keys: the organisation’s processes with a deployed version', async () => {
    expect(await fetchDeployedKeys(2)).toEqual([
      { processKey: 'LINE_CHANGEOVER', name: 'Line changeover' },
    ]);
    expect(api.onlySent()).toMatchObject({
      path: '/hwfl/v1/process/deployed-keys',
      query: { tenantId: '2' },
    });
  });

  it('create and edit; a key the organisation has not deployed, a code in use or a stale edit is refused', async () => {
    const saved = await saveProcessDocument(NEW);
    expect(api.onlySent()).toMatchObject({ method: 'POST', body: NEW });
    expect(saved).toMatchObject({
      ...NEW,
      objectVersionNumber: 1,
      processName: 'Purchase request',
    });
    await expect(
      saveProcessDocument({ ...NEW, documentCode: 'OTHER', processKey: 'LINE_CHANGEOVER' }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(saveProcessDocument(NEW)).rejects.toMatchObject({ code: 'error.data_exists' });
    const edited = await saveProcessDocument({
      documentId: saved.documentId,
      objectVersionNumber: 1,
      enabledFlag: 0,
    });
    expect(edited).toMatchObject({ enabledFlag: 0, objectVersionNumber: 2 });
    await expect(
      saveProcessDocument({ documentId: saved.documentId, objectVersionNumber: 1, enabledFlag: 1 }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'processKey LINE_CHANGEOVER 不是本组织已部署的流程',
      '单据 WORK_PERMIT 已存在',
      expect.stringContaining('记录已被他人修改'),
    ]);
  });
});
