/** The label template calls through the real client, signed in as admin (site level). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchLabelTemplates } from './fetch-label-templates';
import { saveLabelTemplate } from './save-label-template';

const api = serviceContract('admin');

const template = {
  templateName: 'Carton',
  width: 50,
  height: 30,
  datasetCode: null,
  enabledFlag: 1,
  fields: [{ name: 'carton', sample: 'C-9' }],
  elements: [
    { type: 'TEXT', content: 'Carton {carton}', x: 2, y: 2, width: 40, height: 6 },
    { type: 'BARCODE', content: '{carton}', x: 2, y: 12, width: 40, height: 14 },
  ],
} as const;
const copy = () => structuredClone(template) as unknown as Parameters<typeof saveLabelTemplate>[0];

describe('label templates', () => {
  it('lists the platform templates, filtered by code', async () => {
    const page = await fetchLabelTemplates({ templateCode: 'item' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hrpt/v1/label-templates',
      query: { templateCode: 'item' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        templateCode: 'ITEM_LABEL',
        width: 60,
        height: 40,
        fields: expect.arrayContaining([{ name: 'itemCode', sample: 'A-1001' }]),
        elements: expect.arrayContaining([
          { type: 'QRCODE', content: '{itemCode}/{lot}', x: 42, y: 12, width: 15, height: 15 },
        ]),
      }),
    ]);
  });

  it('creates one (its code unique), then saves a change with the version read', async () => {
    const created = await saveLabelTemplate({ templateCode: 'CARTON', ...copy() });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hrpt/v1/label-templates' });
    expect(created).toMatchObject({
      templateId: 3,
      templateCode: 'CARTON',
      objectVersionNumber: 1,
    });
    expect(created.elements).toEqual(template.elements);
    await expect(saveLabelTemplate({ templateCode: 'CARTON', ...copy() })).rejects.toMatchObject({
      code: 'error.label_template.exists',
      message: '标签模板 CARTON 已存在',
    });
    const change = { ...copy(), templateId: 3, objectVersionNumber: 1, width: 60 };
    expect(await saveLabelTemplate(change)).toMatchObject({ width: 60, objectVersionNumber: 2 });
    await expect(saveLabelTemplate(change)).rejects.toMatchObject({
      code: 'error.record.changed',
    });
  });

  it.each([
    ['an element past the edge', { width: 30 }, 'elements[1] 超出标签范围'],
    [
      'a field it does not print',
      { fields: [{ name: 'box', sample: '' }] },
      'elements[1] {carton} 引用了标签没有的字段',
    ],
    [
      'a field named twice',
      { fields: [{ name: 'carton' }, { name: 'carton' }] },
      'fields 中 carton 重复',
    ],
    ['a size under 10 mm', { height: 5 }, 'height 必须在 10–300 之间，收到 5'],
  ])('refuses %s, naming it', async (_case, change, message) => {
    await expect(
      saveLabelTemplate({ templateCode: 'BAD', ...copy(), ...change } as never),
    ).rejects.toMatchObject({ code: 'error.param.invalid', message });
  });

  it('refuses a tenant-level role', async () => {
    await api.signIn('alice');
    await expect(fetchLabelTemplates({})).rejects.toMatchObject({ status: 403 });
  });
});
