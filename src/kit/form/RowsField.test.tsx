/** @jest-environment jsdom */
/** The rows control: each cell edits its record, Add appends a new record, Remove drops one. */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { RowsField, type RowsFieldRecord } from './RowsField';

beforeAll(prepareDomForAntd);

const columns = [
  { key: 'name', title: 'Name' },
  { key: 'width', title: 'Width', kind: 'number' as const },
  { key: 'shown', title: 'Shown', kind: 'switch' as const },
  {
    key: 'type',
    title: 'Type',
    kind: 'select' as const,
    options: [
      { value: 'TEXT', label: 'Text' },
      { value: 'NUMBER', label: 'Number' },
    ],
  },
];

function Field() {
  const [value, setValue] = useState<RowsFieldRecord[]>([
    { name: 'code', width: 100, shown: 1, type: 'TEXT' },
  ]);
  return (
    <>
      <RowsField
        value={value}
        onChange={setValue}
        columns={columns}
        newRow={() => ({ name: '', width: null, shown: 0, type: 'TEXT' })}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '');

describe('RowsField', () => {
  it('edits a record cell by cell, adds a new one below and removes one', () => {
    renderPage(<Field />, { texts: kitTexts });
    fireEvent.change(screen.getByLabelText('Name, row 1'), { target: { value: 'title' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Shown, row 1' }));
    expect(value()).toEqual([{ name: 'title', width: 100, shown: 0, type: 'TEXT' }]);

    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    fireEvent.change(screen.getByLabelText('Name, row 2'), { target: { value: 'email' } });
    expect(value()).toEqual([
      { name: 'title', width: 100, shown: 0, type: 'TEXT' },
      { name: 'email', width: null, shown: 0, type: 'TEXT' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(value()).toEqual([{ name: 'email', width: null, shown: 0, type: 'TEXT' }]);
    expect(screen.getByLabelText('Name, row 1')).toHaveProperty('value', 'email');
  });

  it('a select column sets the value chosen', () => {
    renderPage(<Field />, { texts: kitTexts });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type, row 1' }));
    fireEvent.click(screen.getByTitle('Number'));
    expect(value()).toEqual([{ name: 'code', width: 100, shown: 1, type: 'NUMBER' }]);
  });
});
