/** Datasets through the real client against the gateway, as admin (site level). */
import { fetchDatasets } from '@polaris/core/services/report/datasets';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createDataset, updateDataset } from './save-dataset';

const api = serviceContract('admin');

const NEW_DATASET = {
  datasetCode: 'DS_DOCKS',
  datasetName: 'Docks',
  dataSource: 'SALES' as const,
  parameters: [
    {
      name: 'amountFrom',
      type: 'NUMBER' as const,
      required: 1 as const,
      defaultValue: '100',
      options: null,
    },
  ],
  enabledFlag: 1 as const,
};

describe('datasets', () => {
  it('datasets: GET with the filters; a create and a versioned update; a bad parameter named', async () => {
    const page = await fetchDatasets({ dataSource: 'SALES' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hrpt/v1/datasets',
      query: { dataSource: 'SALES' },
    });
    expect(page.content.map((one) => one.datasetCode)).toEqual(['DS_SALES', 'DS_SALES_ARCHIVE']);
    const created = await createDataset(NEW_DATASET);
    expect(created).toMatchObject({ ...NEW_DATASET, datasetId: 4, objectVersionNumber: 1 });
    const saved = await updateDataset({
      datasetId: 4,
      objectVersionNumber: 1,
      datasetName: 'Docks 2',
    });
    expect(saved).toMatchObject({ datasetName: 'Docks 2', objectVersionNumber: 2 });
    await expect(
      updateDataset({ datasetId: 4, objectVersionNumber: 1, enabledFlag: 0 }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    await expect(
      createDataset({
        ...NEW_DATASET,
        datasetCode: 'DS_X',
        parameters: [{ ...NEW_DATASET.parameters[0], name: 'colour' }],
      }),
    ).rejects.toMatchObject({
      code: 'error.param.invalid',
      message: expect.stringContaining('colour'),
    });
    await expect(createDataset(NEW_DATASET)).rejects.toMatchObject({ code: 'error.data_exists' });
  });

  it('by an organisation role: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchDatasets({})).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
  });
});
