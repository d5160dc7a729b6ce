/**
 * The BOM calls through the real client against the in-process gateway, as alice under Globex
 * (role 12, the production planner): what each call sent and what the service made of the answer.
 */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { switchRole } from '@polaris/core/services/iam/roles';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchBomLines } from './fetch-bom-lines';
import { fetchBoms } from './fetch-boms';
import { fetchItems } from './fetch-items';
import { saveBomLines } from './save-bom-lines';

const api = serviceContract('alice');

beforeEach(async () => {
  await switchRole(12);
  updateSessionFromUser(await fetchCurrentUser());
  setLanguage('en_US'); // alice's language, as her shell would say it
  api.gateway.state.calls.reset();
});

describe('bills of materials', () => {
  it('list: GET /mes/v1/2/boms with the filters and paging', async () => {
    const page = await fetchBoms({ itemCode: 'FG-EB100', bomStatus: '', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/mes/v1/2/boms',
      query: { itemCode: 'FG-EB100', page: '0', size: '10' },
    });
    expect(page.content.map((bom) => `${bom.itemCode}/${bom.revision} ${bom.bomStatus}`)).toEqual([
      'FG-EB100/A ACTIVE',
      'FG-EB100/B DRAFT',
    ]);
    expect(page.content[0]).toMatchObject({ itemName: 'E-bike City 100', lineCount: 13 });
  });

  it('items: GET /mes/v1/2/items, names in the user’s language', async () => {
    const page = await fetchItems({ itemCode: 'SA-', size: 100 });
    expect(api.onlySent()).toMatchObject({ path: '/mes/v1/2/items' });
    expect(page.content.map((item) => item.itemName)).toEqual([
      'Frame assembly',
      'Wheel assembly',
      'Battery pack 36V',
      'Drive unit',
    ]);
  });

  it('lines: the BOM and its lines, flat, each naming its parent', async () => {
    const { bom, lines } = await fetchBomLines(4);
    expect(api.onlySent()).toEqual({ method: 'GET', path: '/mes/v1/2/boms/4/lines', query: {} });
    expect(bom).toMatchObject({ itemCode: 'SA-WHL20', objectVersionNumber: 1 });
    expect(lines.map((line) => [line.componentCode, line.quantity, line.parentLineId])).toEqual([
      ['RM-RIM03', 1, null],
      ['RM-SPK02', 36, null],
      ['RM-TYR04', 1, null],
    ]);
  });

  it('save: POST …/lines/batch-save; a new line under a line created in the same save', async () => {
    const { bom, lines } = await fetchBomLines(4);
    const rim = lines[0];
    api.gateway.state.calls.reset();
    const save = {
      objectVersionNumber: bom.objectVersionNumber,
      lines: [
        {
          _status: 'update' as const,
          bomLineId: rim.bomLineId,
          objectVersionNumber: 1,
          componentCode: 'RM-RIM03',
          quantity: 2,
          uom: 'EA',
          scrapRate: 1,
        },
        {
          _status: 'create' as const,
          lineRef: 'r1',
          parentLineId: null,
          parentRef: null,
          componentCode: 'RM-BLT09',
          quantity: 4,
          uom: 'EA',
          scrapRate: 0,
        },
        {
          _status: 'create' as const,
          lineRef: 'r2',
          parentLineId: null,
          parentRef: 'r1',
          componentCode: 'RM-PNT08',
          quantity: 0.01,
          uom: 'KG',
          scrapRate: 0,
        },
      ],
    };
    const saved = await saveBomLines(4, save);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/mes/v1/2/boms/4/lines/batch-save',
      query: {},
      body: save,
    });
    expect(saved.bom.objectVersionNumber).toBe(2);
    const bolt = saved.lines.find((line) => line.componentCode === 'RM-BLT09')!;
    expect(saved.lines.find((line) => line.componentCode === 'RM-PNT08')?.parentLineId).toBe(
      bolt.bomLineId,
    );
    expect(saved.lines[0]).toMatchObject({ quantity: 2, scrapRate: 1, objectVersionNumber: 2 });
    expect((await fetchBomLines(4)).lines).toEqual(saved.lines);
  });

  it('save refused: the row named in the user’s language, shown, nothing saved', async () => {
    const before = await fetchBomLines(4);
    const create = (componentCode: string, quantity: number) => ({
      _status: 'create' as const,
      lineRef: componentCode,
      parentLineId: null,
      parentRef: null,
      componentCode,
      quantity,
      uom: 'EA',
      scrapRate: 0,
    });
    await expect(
      saveBomLines(4, { objectVersionNumber: 1, lines: [create('RM-SPK02', 2)] }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.bom.duplicate' });
    await expect(
      saveBomLines(4, { objectVersionNumber: 1, lines: [create('FG-EB100', 1)] }),
    ).rejects.toMatchObject({ code: 'error.bom.cycle' });
    await expect(
      saveBomLines(4, { objectVersionNumber: 0, lines: [create('RM-BLT09', 1)] }),
    ).rejects.toMatchObject({ code: 'error.data_changed', noticeType: 'warn' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'Row "RM-SPK02 Spoke" (under SA-WHL20): this item is already under the same parent',
      'Row "FG-EB100 E-bike City 100" (under SA-WHL20): an item cannot contain itself (FG-EB100 is or contains SA-WHL20)',
      'The record has been changed by someone else. Refresh and try again.',
    ]);
    expect(await fetchBomLines(4)).toEqual(before);
  });
});
