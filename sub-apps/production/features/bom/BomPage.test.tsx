/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type {
  BomDto,
  BomLineDto,
  ItemDto,
} from '@polaris/core/services/production/engineering-types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { fetchBomLines } from './api/fetch-bom-lines';
import { fetchBoms } from './api/fetch-boms';
import { fetchItems } from './api/fetch-items';
import { saveBomLines } from './api/save-bom-lines';
import BomPage from './BomPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-boms', () => ({
  fetchBoms: Object.assign(jest.fn(), { url: () => '/mes/v1/{tenantId}/boms' }),
}));
jest.mock('./api/fetch-items', () => ({
  fetchItems: Object.assign(jest.fn(), { url: () => '/mes/v1/{tenantId}/items' }),
}));
jest.mock('./api/fetch-bom-lines', () => ({ fetchBomLines: jest.fn() }));
jest.mock('./api/save-bom-lines', () => ({ saveBomLines: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const bom: BomDto = {
  bomId: 1,
  itemCode: 'FG-EB100',
  itemName: 'E-bike City 100',
  revision: 'A',
  bomStatus: 'ACTIVE',
  lineCount: 3,
  lastUpdateDate: '2025-03-01 10:00:00',
  objectVersionNumber: 3,
};
const line = (
  bomLineId: number,
  parentLineId: number | null,
  componentCode: string,
  quantity: number,
): BomLineDto => ({
  bomLineId,
  bomId: 1,
  parentLineId,
  lineNum: 10,
  componentCode,
  componentName: componentCode,
  quantity,
  uom: 'EA',
  scrapRate: 0,
  objectVersionNumber: 1,
});
const item = (itemId: number, itemCode: string, itemName: string): ItemDto => ({
  itemId,
  itemCode,
  itemName,
  uom: 'EA',
  itemType: 'RM',
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchBoms).mockResolvedValue(pageOf([bom]));
  jest
    .mocked(fetchItems)
    .mockResolvedValue(
      pageOf([
        item(1, 'FG-EB100', 'E-bike City 100'),
        item(4, 'SA-WHL20', 'Wheel assembly'),
        item(8, 'RM-SPK02', 'Spoke'),
        item(9, 'RM-RIM03', 'Rim'),
      ]),
    );
  jest.mocked(fetchBomLines).mockResolvedValue({
    bom,
    lines: [line(11, null, 'SA-WHL20', 2), line(12, 11, 'RM-SPK02', 36)],
  });
});

const show = () => renderPage(<BomPage />, { texts: productionTexts, path: '/mes/bom' });

/** Opens the BOM's lines below the list: the editor's region. */
async function openBom() {
  show();
  const row = within((await screen.findByText('E-bike City 100')).closest('tr') as HTMLElement);
  await user.click(row.getByRole('button', { name: 'Open' }));
  return within(await screen.findByRole('region', { name: 'Lines of FG-EB100 revision A' }));
}

/** The table row of the line just added: its component has the focus. */
async function addedRow() {
  const field = await waitFor(() => {
    const active = document.activeElement as HTMLElement;
    expect(active.getAttribute('aria-label')).toBe('Component');
    return active;
  });
  return within(field.closest('tr')!);
}

async function choose(row: ReturnType<typeof within>, option: string) {
  fireEvent.mouseDown(row.getByRole('combobox', { name: 'Component' }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

async function typeQuantity(row: ReturnType<typeof within>, quantity: string) {
  const input = row.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(input);
  if (quantity) await user.type(input, quantity);
}

describe('Bills of Materials page', () => {
  it('opens a BOM as a tree of components with their quantities', async () => {
    const editor = await openBom();
    const wheel = within((await editor.findByTitle('SA-WHL20 Wheel assembly')).closest('tr')!);
    expect(wheel.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '2');
    expect(editor.queryByTitle('RM-SPK02 Spoke')).toBeNull(); // under it, folded
    await user.click(wheel.getByRole('button', { name: /expand/i }));
    const spoke = within((await editor.findByTitle('RM-SPK02 Spoke')).closest('tr')!);
    expect(spoke.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '36');
  });

  it('blocks the save of an invalid line (shown and focused); fixed, sends it under its parent', async () => {
    jest
      .mocked(saveBomLines)
      .mockResolvedValue({ bom: { ...bom, objectVersionNumber: 4 }, lines: [] });
    const editor = await openBom();
    const wheel = within((await editor.findByTitle('SA-WHL20 Wheel assembly')).closest('tr')!);
    await user.click(wheel.getByRole('button', { name: 'Add under' }));
    const added = await addedRow();
    await choose(added, 'RM-SPK02 Spoke'); // already under the wheel
    await typeQuantity(added, '0');

    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('This component is already under the same parent')).toBeTruthy();
    expect(editor.getByText('Enter a quantity greater than 0')).toBeTruthy();
    expect(document.activeElement).toBe(added.getByRole('combobox', { name: 'Component' }));
    expect(saveBomLines).not.toHaveBeenCalled();

    await choose(added, 'RM-RIM03 Rim');
    await typeQuantity(added, '1.5');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveBomLines).toHaveBeenCalledTimes(1));
    expect(saveBomLines).toHaveBeenLastCalledWith(1, {
      objectVersionNumber: 3,
      lines: [
        {
          _status: 'create',
          lineRef: 'r1',
          parentLineId: 11,
          parentRef: null,
          componentCode: 'RM-RIM03',
          quantity: 1.5,
          uom: 'EA',
          scrapRate: 0,
        },
      ],
    });
  });

  it('refuses an item inside itself; a save the gateway refuses keeps every line as typed', async () => {
    jest
      .mocked(saveBomLines)
      .mockRejectedValue(
        new RequestError('business', 'refused', { code: 'error.data_changed', noticeType: 'warn' }),
      );
    const editor = await openBom();
    const add = editor.getByRole('button', { name: 'Add component' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false)); // once the edit permission is answered
    await user.click(add);
    const added = await addedRow();
    await choose(added, 'FG-EB100 E-bike City 100');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('An item cannot contain itself')).toBeTruthy();
    expect(saveBomLines).not.toHaveBeenCalled();

    await choose(added, 'RM-SPK02 Spoke');
    await typeQuantity(added, '4');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveBomLines).toHaveBeenCalledTimes(1));
    expect(added.getByTitle('RM-SPK02 Spoke')).toBeTruthy();
    expect(added.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '4');
    expect(editor.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
