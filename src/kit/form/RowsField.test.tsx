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
];

function Field() {
  const [value, setValue] = useState<RowsFieldRecord[]>([{ name: 'code', width: 100, shown: 1 }]);
  return (
    <>
      <RowsField
        value={value}
        onChange={setValue}
        columns={columns}
        newRow={() => ({ name: '', width: null, shown: 0 })}
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
    expect(value()).toEqual([{ name: 'title', width: 100, shown: 0 }]);

    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    fireEvent.change(screen.getByLabelText('Name, row 2'), { target: { value: 'email' } });
    expect(value()).toEqual([
      { name: 'title', width: 100, shown: 0 },
      { name: 'email', width: null, shown: 0 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(value()).toEqual([{ name: 'email', width: null, shown: 0 }]);
    expect(screen.getByLabelText('Name, row 1')).toHaveProperty('value', 'email');
  });
});
