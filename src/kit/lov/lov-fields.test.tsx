/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import {
  fetchLovData,
  fetchLovValues,
  fetchLovValuesBatch,
  fetchLovViewInfo,
} from '../../services/platform/lov';
import { kitTexts } from '../texts';
import { LovField } from './LovField';
import type { LovChoice } from './lov-choice';
import { LovSelect } from './LovSelect';

jest.mock('../../services/platform/lov', () => ({
  ...jest.requireActual('../../services/platform/lov'),
  fetchLovData: jest.fn(),
  fetchLovValues: jest.fn(),
  fetchLovValuesBatch: jest.fn(),
  fetchLovViewInfo: jest.fn(),
}));
const mocked = (fn: unknown) => fn as jest.Mock;

const COUNTRIES = Array.from({ length: 12 }, (_unused, index) => ({
  countryId: index + 1,
  countryCode: `C${index + 1}`,
  countryName: `Country ${index + 1}`,
}));

// antd tables in jsdom are slow to render: no typing delay, and time for a busy machine
const userEvent = userEventLib.setup({ delay: null });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.resetAllMocks();
  mocked(fetchLovViewInfo).mockResolvedValue({
    viewCode: 'HPFM.COUNTRY',
    viewName: 'Choose a country',
    lovCode: 'HPFM.COUNTRY',
    valueField: 'countryId',
    displayField: 'countryName',
    pageSize: 10,
    queryFields: [{ field: 'countryName', label: 'Country name' }],
    tableFields: [
      { title: 'Code', dataIndex: 'countryCode' },
      { title: 'Name', dataIndex: 'countryName' },
    ],
  });
  mocked(fetchLovData).mockImplementation(
    async (_code: string, query: { page: number; size: number; countryName?: string }) => {
      const rows = COUNTRIES.filter((row) => row.countryName.includes(query.countryName ?? ''));
      const content = rows.slice(query.page * query.size, (query.page + 1) * query.size);
      return { content, totalElements: rows.length, size: query.size, number: query.page };
    },
  );
});

function Field({ multiple = false }: { multiple?: boolean }) {
  const [value, setValue] = useState<LovChoice | LovChoice[] | null>(null);
  return (
    <>
      <LovField
        viewCode="HPFM.COUNTRY"
        aria-label="Country"
        multiple={multiple}
        value={value}
        onChange={setValue}
      />
      <output>
        {JSON.stringify(value && (Array.isArray(value) ? value : [value]).map((c) => c.value))}
      </output>
    </>
  );
}

const dialog = () => screen.findByRole('dialog');
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('LovField', () => {
  it('finds a row with the query fields and takes its value and meaning', async () => {
    renderPage(<Field />, { texts: kitTexts });
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const box = await dialog();
    expect(await within(box).findByText('Country 10')).toBeTruthy();
    expect(within(box).getByText('1 - 10 of 12 items')).toBeTruthy();

    await userEvent.type(within(box).getByLabelText('Country name'), 'Country 11');
    await userEvent.click(within(box).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(box).queryByText('Country 10')).toBeNull());
    expect(fetchLovData).toHaveBeenLastCalledWith('HPFM.COUNTRY', {
      page: 0,
      size: 10,
      countryName: 'Country 11',
    });
    await userEvent.click(within(rowOf('Country 11')).getByRole('radio'));
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));

    expect(screen.getByRole('status').textContent).toBe('[11]');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Country 11');
  });

  it('keeps the rows ticked on other pages in multiple choice', async () => {
    renderPage(<Field multiple />, { texts: kitTexts });
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const box = await dialog();
    const tick = async (name: string) => {
      await within(box).findByText(name);
      await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
    };
    await tick('Country 2');
    await userEvent.click(within(box).getByTitle('2')); // the second page
    await tick('Country 12');
    await userEvent.click(within(box).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status').textContent).toBe('[2,12]');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe(
      'Country 2, Country 12',
    );
  });
});

describe('LovSelect', () => {
  it('loads the value sets of every field on a page in one request', async () => {
    mocked(fetchLovValuesBatch).mockImplementation(async (codes: Record<string, string>) =>
      Object.fromEntries(
        Object.keys(codes).map((code) => [code, [{ value: 'Y', meaning: `${code}: yes` }]]),
      ),
    );
    renderPage(
      <Form>
        <Form.Item label="Enabled" name="enabled">
          <LovSelect lovCode="HPFM.ENABLED_FLAG" />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <LovSelect lovCode="HSDR.JOB_STATUS" />
        </Form.Item>
      </Form>,
      { texts: kitTexts },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetchLovValuesBatch).toHaveBeenCalledTimes(1);
    expect(fetchLovValuesBatch).toHaveBeenCalledWith({
      'HPFM.ENABLED_FLAG': 'HPFM.ENABLED_FLAG',
      'HSDR.JOB_STATUS': 'HSDR.JOB_STATUS',
    });
    expect(fetchLovValues).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Status'));
    expect(await screen.findByText('HSDR.JOB_STATUS: yes')).toBeTruthy();
  });
});
