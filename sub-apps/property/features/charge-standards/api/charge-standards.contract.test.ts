/**
 * The Charge Standards page's calls through the real `/wy` flow, as alice on Acme (Property
 * Manager): what each call sent, what the page gets back, and the refusals the user is told.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { createChargeStandard } from './create-charge-standard';
import { deleteChargeStandards } from './delete-charge-standards';
import { fetchChargeStandards } from './fetch-charge-standards';
import { saveHouseAlias } from './save-house-alias';
import { updateChargeStandard } from './update-charge-standard';

const api = serviceContract('alice');
// the flow writes a refused call's detail to the console; the user's notice is what is checked
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const NEW = {
  projectId: 2,
  standardCode: 'HP-WS',
  standardName: '垃圾清运费',
  billingMethod: 'FIXED_MONTHLY' as const,
  unitPrice: 12.5,
  enabledFlag: 1 as const,
};

describe('charge standards', () => {
  it('list: GET /wy/api/v1.0/PROP/charge-standard with the filters, sort and paging', async () => {
    const page = await fetchChargeStandards({
      enabledFlag: 1,
      standardName: '',
      sort: 'unitPrice,desc',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/charge-standard',
      query: { enabledFlag: '1', sort: 'unitPrice,desc' },
    });
    expect(page.content.map((row) => [row.standardCode, row.unitPrice])).toEqual([
      ['YG-WS', 15],
      ['YG-PM', 2.8],
    ]);
  });

  it('create and edit: POST and PUT with the version read; a stale version is told', async () => {
    const created = await createChargeStandard(NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/charge-standard',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, projectName: '湖畔苑', objectVersionNumber: 1 });
    const edit = { ...NEW, unitPrice: 13, standardId: created.standardId, objectVersionNumber: 1 };
    await expect(updateChargeStandard(edit)).resolves.toMatchObject({ objectVersionNumber: 2 });
    await expect(updateChargeStandard(edit)).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices).toEqual([
      expect.objectContaining({
        style: 'error',
        description: 'The record has been changed by someone else. Refresh and try again.',
      }),
    ]);
  });

  it('delete: refused for alice (her code is hidden), and she is told why', async () => {
    await expect(
      deleteChargeStandards([{ standardId: 3, objectVersionNumber: 1 }]),
    ).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.onlySent()).toMatchObject({
      method: 'DELETE',
      body: [{ standardId: 3, objectVersionNumber: 1 }],
    });
    expect(api.notices[0].description).toContain('acme.property.standard.button.delete');
  });

  it('the room label: PUT …/house-alias', async () => {
    await expect(saveHouseAlias('单元')).resolves.toEqual({ houseAlias: '单元' });
    expect(api.sent()[0]).toEqual({
      method: 'PUT',
      path: '/wy/api/v1.0/PROP/charging-parameter-setting/house-alias',
      query: {},
      body: { houseAlias: '单元' },
    });
  });
});
