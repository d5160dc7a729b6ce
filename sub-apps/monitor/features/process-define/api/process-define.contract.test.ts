/**
 * The process definition calls through the real client against the gateway, signed in as admin
 * (site level: every organisation's processes).
 */
import { setLanguage } from '@polaris/core/i18n/intl';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deployProcess } from './deploy-process';
import { fetchDefinitionVersions } from './fetch-definition-versions';
import { fetchProcessDefinitions } from './fetch-process-definitions';
import { setDefinitionStatus } from './set-definition-status';

const api = serviceContract('admin');

describe('process definitions', () => {
  it('list: one row per process (newest version, its count), every organisation’s, filtered', async () => {
    const page = await fetchProcessDefinitions({ name: 'renovation', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/process/definitions',
      query: { name: 'renovation', page: '0', size: '10' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        definitionId: 302,
        processKey: 'RENOVATION_BUDGET',
        version: 2,
        versionCount: 2,
        status: 'DEPLOYED',
        tenantId: 1,
        tenantName: expect.any(String),
      }),
    ]);
    const all = await fetchProcessDefinitions({});
    expect(all.content.map((row) => `${row.tenantId}:${row.processKey}`)).toEqual([
      '1:METER_READING',
      '1:PURCHASE_REQUEST',
      '1:RENOVATION_BUDGET',
      '2:LINE_CHANGEOVER',
    ]);
    expect((await fetchProcessDefinitions({ tenantId: 2 })).totalElements).toBe(1);
    expect((await fetchProcessDefinitions({ category: 'procure' })).totalElements).toBe(1);
  });

  it('deploy: a copy with a new name becomes the next version; versions list it first', async () => {
    const [v2] = await fetchDefinitionVersions(302);
    const saved = await deployProcess({
      tenantId: 1,
      processKey: v2.processKey,
      name: 'Renovation budget (2026)',
      category: v2.category,
      description: 'Renamed',
      nodes: v2.nodes,
      flows: v2.flows,
    });
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      path: '/hwfl/v1/process/definitions',
    });
    expect(saved).toMatchObject({
      version: 3,
      status: 'DEPLOYED',
      name: 'Renovation budget (2026)',
    });
    const versions = await fetchDefinitionVersions(302, { fresh: true });
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [3, 'DEPLOYED'],
      [2, 'DEPLOYED'],
      [1, 'SUSPENDED'],
    ]);
    const [row] = (await fetchProcessDefinitions({ processKey: 'RENOVATION' })).content;
    expect(row).toMatchObject({ version: 3, versionCount: 3 });
  });

  it('deploy: a broken graph or key is refused, naming what is wrong; nothing deployed', async () => {
    const [v2] = await fetchDefinitionVersions(302);
    const base = { ...v2, tenantId: 1 };
    await expect(deployProcess({ ...base, flows: v2.flows.slice(1) })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(deployProcess({ ...base, processKey: 'bad key' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(deployProcess({ ...base, tenantId: undefined })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '节点 submit 无法从 start 到达',
      'processKey 只能是大写字母、数字和 _，以大写字母开头',
      'tenantId 必填',
    ]);
    expect(await fetchDefinitionVersions(302, { fresh: true })).toHaveLength(2);
  });

  it('suspend and activate a version; another organisation’s version is not found', async () => {
    expect(await setDefinitionStatus(303, 'SUSPENDED')).toMatchObject({ status: 'SUSPENDED' });
    expect(api.sent().at(-1)).toMatchObject({
      method: 'PUT',
      path: '/hwfl/v1/process/definitions/303/status',
      body: { status: 'SUSPENDED' },
    });
    expect(await setDefinitionStatus(303, 'DEPLOYED')).toMatchObject({ status: 'DEPLOYED' });
    await expect(setDefinitionStatus(999, 'DEPLOYED')).rejects.toMatchObject({
      code: 'error.record.not_found',
    });
  });

  it('by an organisation role without the page: refused (403)', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    await expect(fetchProcessDefinitions({})).rejects.toMatchObject({ status: 403 });
  });
});
