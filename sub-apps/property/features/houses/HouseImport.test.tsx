/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { downloadHouseTemplate } from './api/download-house-template';
import { importHouses } from './api/import-houses';
import HouseImport from './HouseImport';

// a user may pick any file whatever the input accepts (the file dialog's "All files")
const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });

jest.mock('./api/import-houses', () => ({ importHouses: jest.fn() }));
jest.mock('./api/download-house-template', () => ({ downloadHouseTemplate: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

const onImported = jest.fn();
const show = () => {
  renderPage(<HouseImport onClose={() => undefined} onImported={onImported} />, {
    texts: propertyTexts,
  });
  return within(screen.getByRole('dialog', { hidden: true }));
};
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const spreadsheet = (name: string) => new File(['code,building\nHPY,1\n'], name);

describe('House import', () => {
  it('refuses a file of another kind before sending it, saying why', async () => {
    const dialog = show();
    await user.upload(fileInput(), spreadsheet('houses.pdf'));
    expect(await dialog.findByText('Only .xlsx or .csv files can be imported.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Import', hidden: true })).toHaveProperty(
      'disabled',
      true,
    );
    expect(importHouses).not.toHaveBeenCalled();
  });

  it('imports the chosen file and shows each refused row with its column and reason', async () => {
    jest.mocked(importHouses).mockResolvedValue({
      imported: 2,
      errors: [
        { row: 3, column: 'Building', message: 'is required' },
        {
          row: 3,
          column: 'Area (m²)',
          message: 'must be greater than 0 (at most 2 decimals), got 0',
        },
      ],
    });
    const dialog = show();
    await user.upload(fileInput(), spreadsheet('houses.csv'));
    expect(await dialog.findByText('houses.csv')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Import', hidden: true }));
    expect(await dialog.findByText('2 imported; 1 rows refused.')).toBeTruthy();
    expect(importHouses).toHaveBeenCalledWith(expect.any(File), 'houses.csv');
    const report = within(dialog.getByRole('table', { hidden: true }));
    expect(report.getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual([
      'RowColumnWhy',
      '3Buildingis required',
      '3Area (m²)must be greater than 0 (at most 2 decimals), got 0',
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('offers the template in the user’s language', async () => {
    const dialog = show();
    await user.click(dialog.getByRole('button', { name: /Download the template/, hidden: true }));
    await waitFor(() =>
      expect(downloadHouseTemplate).toHaveBeenCalledWith('house-import-template.xlsx'),
    );
  });
});
