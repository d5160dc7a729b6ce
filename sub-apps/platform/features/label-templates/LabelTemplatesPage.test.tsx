/** @jest-environment jsdom */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchLabelTemplates } from './api/fetch-label-templates';
import { saveLabelTemplate } from './api/save-label-template';
import { itemLabel } from './label-templates.fixture';
import LabelTemplatesPage from './LabelTemplatesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-label-templates', () => ({
  fetchLabelTemplates: Object.assign(jest.fn(), { url: () => '/hrpt/v1/label-templates' }),
}));
jest.mock('./api/save-label-template', () => ({ saveLabelTemplate: jest.fn() }));
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

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLabelTemplates).mockResolvedValue(pageOf([itemLabel]));
  jest.mocked(saveLabelTemplate).mockResolvedValue(itemLabel);
});

const show = () =>
  renderPage(<LabelTemplatesPage />, { texts: platformTexts, path: '/hrpt/label-template' });

const type = (dialog: ReturnType<typeof within>, label: string, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

describe('Label Templates page', () => {
  it('previews a label to scale with its sample values (text as text) and prints it', async () => {
    const print = jest.fn();
    jest.spyOn(window, 'print').mockImplementation(print);
    show();
    expect((await rowOf('ITEM_LABEL')).getByText('60 × 40')).toBeTruthy();
    await user.click(await actionOf('ITEM_LABEL', 'Preview'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Preview of ITEM_LABEL (60 × 40 mm)')).toBeTruthy();
    const label = dialog.querySelector<HTMLElement>('[data-label="ITEM_LABEL"]')!;
    expect(label.style).toMatchObject({ width: '60mm', height: '40mm' });
    const [text, barcode] = [...label.querySelectorAll<HTMLElement>('[data-element]')];
    expect(text.style).toMatchObject({ left: '3mm', top: '4mm', width: '54mm', height: '6mm' });
    expect(text.textContent).toBe('Item <b>Bolt</b>');
    expect(barcode.style).toMatchObject({ left: '3mm', top: '12mm' });
    expect(within(barcode).getByRole('img', { name: 'A-1001' })).toBeTruthy();
    // the print copy: the label alone at the end of the page, on a page of its size
    const copy = document.body.querySelector(':scope > .polaris-label-print [data-label]');
    expect(copy).toBeTruthy();
    expect(dialog.querySelector('style')?.textContent).toContain('@page { size: 60mm 40mm');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('creates a template with its fields and layout, the row at fault named', async () => {
    show();
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    type(dialog, 'Template code', 'CARTON');
    type(dialog, 'Name', 'Carton');
    type(dialog, 'Width (mm)', '50');
    type(dialog, 'Height (mm)', '30');
    const [addField, addElement] = dialog.getAllByRole('button', { hidden: true, name: /Add/ });
    fireEvent.click(addField);
    type(dialog, 'Field, row 1', 'carton');
    type(dialog, 'Sample value, row 1', 'C-9');
    fireEvent.click(addElement);
    fireEvent.click(addElement);
    type(dialog, 'Content ({field} prints a field), row 1', 'Carton {carton}');
    type(dialog, 'Content ({field} prints a field), row 2', '{box}');
    fireEvent.mouseDown(dialog.getByRole('combobox', { hidden: true, name: 'Element, row 2' }));
    fireEvent.click(await screen.findByTitle('QR code'));
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText('Layout: row 2 prints box, which is no field of the label'),
    ).toBeTruthy();
    type(dialog, 'Content ({field} prints a field), row 2', '{carton}');
    type(dialog, 'Left, row 2', '40');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('Layout: row 2 lies outside the label')).toBeTruthy();
    type(dialog, 'Left, row 2', '25');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveLabelTemplate).toHaveBeenCalledWith({
        templateCode: 'CARTON',
        templateName: 'Carton',
        width: 50,
        height: 30,
        datasetCode: null,
        enabledFlag: 1,
        fields: [{ name: 'carton', sample: 'C-9' }],
        elements: [
          { type: 'TEXT', content: 'Carton {carton}', x: 0, y: 0, width: 20, height: 5 },
          { type: 'QRCODE', content: '{carton}', x: 25, y: 0, width: 20, height: 5 },
        ],
      }),
    );
    await waitFor(() => expect(fetchLabelTemplates).toHaveBeenCalledTimes(2));
  });

  it('edits a template with the version read, its layout filled in', async () => {
    show();
    await user.click(await actionOf('ITEM_LABEL', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit label template ITEM_LABEL')).toBeTruthy();
    expect(dialog.getByLabelText('Top, row 2')).toHaveProperty('value', '12');
    type(dialog, 'Top, row 2', '20');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveLabelTemplate).toHaveBeenCalledWith(
        expect.objectContaining({
          templateId: 1,
          objectVersionNumber: 1,
          elements: [itemLabel.elements[0], { ...itemLabel.elements[1], y: 20 }],
        }),
      ),
    );
    await waitFor(() => expect(fetchLabelTemplates).toHaveBeenCalledTimes(2));
  });
});
