/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { EditableTable } from './EditableTable';
import type { EditableRow } from './types';
import { useEditableTable, type EditableTableOptions } from './use-editable-table';
import { valueColumns, valueRow, type ValueRow } from './value-rows.fixture';

beforeAll(prepareDomForAntd);
// The pointer-events check reads every ancestor's computed style, slow with antd's styles in jsdom
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

type Collected = EditableRow<ValueRow>[] | undefined;

function ValuesPage(props: {
  rows: EditableRow<ValueRow>[];
  saved: Collected[];
  options?: Partial<EditableTableOptions<ValueRow>>;
}) {
  const table = useEditableTable<ValueRow>({
    rowKey: 'valueId',
    columns: valueColumns,
    initialRows: props.rows,
    ...props.options,
  });
  return (
    <>
      <button onClick={() => table.add({ enabledFlag: 1 })}>New</button>
      <button onClick={async () => props.saved.push(await table.collect())}>Save</button>
      <output>{table.dirty ? 'dirty' : 'clean'}</output>
      <EditableTable table={table} />
    </>
  );
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
// label and text queries: role queries walk antd's large DOM and are slow in jsdom
const field = (row: HTMLElement, name: string) => within(row).getByLabelText(name);
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr'));
const button = (name: string, row?: HTMLElement) =>
  (row ? within(row) : screen).getByText(name).closest('button') as HTMLButtonElement;
const save = () => userEvent.click(button('Save'));
const render = (
  rows: EditableRow<ValueRow>[],
  options?: Partial<EditableTableOptions<ValueRow>>,
) => {
  const saved: Collected[] = [];
  renderPage(<ValuesPage rows={rows} saved={saved} options={options} />, { texts: kitTexts });
  return saved;
};
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('EditableTable', () => {
  it('edits a cell in place and collects only that row, keeping the edit', async () => {
    const saved = render([valueRow(1), valueRow(2), valueRow(3)]);
    const meaning = field(rowOf('V2'), 'Meaning');
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'Female');
    await save();
    expect(saved).toEqual([[{ ...valueRow(2, { meaning: 'Female' }), _status: 'update' }]]);
    // the page decides what happens next: nothing is reset, a failed save loses nothing
    expect(field(rowOf('V2'), 'Meaning')).toHaveProperty('value', 'Female');
    expect(document.querySelector('output')?.textContent).toBe('dirty');
  });

  it('refuses to collect while a row on another page is invalid: shows that page and focuses the field', async () => {
    const saved = render(Array.from({ length: 12 }, (_, index) => valueRow(index + 1)));
    await userEvent.click(screen.getByTitle('2'));
    const meaning = field(rowOf('V11'), 'Meaning');
    await userEvent.clear(meaning);
    expect(meaning.getAttribute('aria-invalid')).toBe('true'); // changed: wrong at once
    await userEvent.click(screen.getByTitle('1'));
    expect(screen.queryByText('V11')).toBeNull();

    await save();
    expect(saved).toEqual([undefined]);
    const focused = field(rowOf('V11'), 'Meaning');
    expect(document.activeElement).toBe(focused);
    expect(describedBy(focused)).toBe('Meaning is required');
  });

  it('adds rows on top, focused, and sends them without their key fields', async () => {
    const saved = render([valueRow(1)], { keyFields: ['valueId', 'tenantId'] });
    await userEvent.click(button('New'));
    const added = bodyRows()[0];
    const code = field(added, 'Code');
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, 'MALE');
    await userEvent.type(field(added, 'Meaning'), 'Male');
    await save();
    expect(saved).toEqual([
      [{ value: 'MALE', meaning: 'Male', enabledFlag: 1, _status: 'create' }],
    ]);
  });

  it('shows every invalid field of a refused save, and only a new row can have its code edited', async () => {
    const saved = render([valueRow(1)]);
    await userEvent.click(button('New'));
    const added = bodyRows()[0];
    await userEvent.type(field(added, 'Code'), 'bad code');
    expect(within(rowOf('V1')).queryByLabelText('Code')).toBeNull();
    await save();
    expect(saved).toEqual([undefined]);
    expect(document.activeElement).toBe(field(added, 'Code'));
    expect(describedBy(field(added, 'Code'))).toBe('Code is not in the expected format');
    expect(describedBy(field(added, 'Meaning'))).toBe('Meaning is required');
  });

  it('deletes a new row at once, and strikes a server row through until saved (or restored)', async () => {
    const saved = render([valueRow(1), valueRow(2)]);
    await userEvent.click(button('New'));
    expect(bodyRows()).toHaveLength(3);
    await userEvent.click(button('Delete', bodyRows()[0]));
    expect(bodyRows()).toHaveLength(2);

    await userEvent.type(field(rowOf('V1'), 'Meaning'), ' edited');
    await userEvent.click(button('Delete', rowOf('V1')));
    const struck = screen.getByText('V1').closest('td') as HTMLElement;
    expect(struck.style.textDecoration).toBe('line-through');
    expect(rowOf('V1').querySelector('input')).toBeNull();
    await save();
    expect(saved).toEqual([[{ ...valueRow(1), _status: 'delete' }]]); // as the server sent it

    await userEvent.click(button('Restore', rowOf('V1')));
    expect(field(rowOf('V1'), 'Meaning')).toHaveProperty('value', 'Meaning 1 edited');
    await userEvent.clear(field(rowOf('V1'), 'Meaning'));
    await userEvent.type(field(rowOf('V1'), 'Meaning'), 'Meaning 1');
    await save();
    expect(saved[1]).toEqual([]);
  });

  it('validates child rows that are not shown, and opens their parent to focus the field', async () => {
    const saved = render([{ ...valueRow(1), children: [valueRow(11), valueRow(12)] }, valueRow(2)]);
    const expander = () => rowOf('V1').querySelector('.ant-table-row-expand-icon') as HTMLElement;
    await userEvent.click(expander());
    await userEvent.type(field(rowOf('V12'), 'Order'), '5');
    await userEvent.clear(field(rowOf('V12'), 'Meaning'));
    await userEvent.click(expander());
    expect(screen.queryByText('V12')).toBeNull();

    await save();
    expect(saved).toEqual([undefined]);
    expect(document.activeElement).toBe(field(rowOf('V12'), 'Meaning'));

    await userEvent.type(field(rowOf('V12'), 'Meaning'), 'Child');
    await save();
    expect(saved[1]).toEqual([
      { ...valueRow(12, { meaning: 'Child', orderSeq: 125 }), _status: 'update' },
    ]);
  });

  it('deletes a parent with its children: struck through, read-only, restored together', async () => {
    const saved = render([{ ...valueRow(1), children: [valueRow(11)] }]);
    await userEvent.click(rowOf('V1').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(field(rowOf('V11'), 'Meaning')).toBeTruthy();
    await userEvent.click(button('Delete', rowOf('V1')));
    const child = rowOf('V11');
    expect(child.querySelector('input')).toBeNull();
    expect(within(child).queryByText('Delete')).toBeNull();
    expect((within(child).getByText('V11').closest('td') as HTMLElement).style.textDecoration).toBe(
      'line-through',
    );
    await save();
    expect(saved).toEqual([[{ ...valueRow(1), _status: 'delete' }]]);
    await userEvent.click(button('Restore', rowOf('V1')));
    expect(field(rowOf('V11'), 'Meaning')).toBeTruthy();
  });

  it('redraws only the row being edited', async () => {
    const drawn: number[] = [];
    const columns = valueColumns.map((column) =>
      column.field !== 'meaning'
        ? column
        : {
            ...column,
            render: (value: unknown, row: ValueRow) => {
              drawn.push(Number(row.valueId));
              return String(value);
            },
            editable: () => false,
          },
    );
    render([valueRow(1), valueRow(2), valueRow(3)], { columns });
    drawn.length = 0;
    await userEvent.type(field(rowOf('V2'), 'Order'), '7');
    expect(new Set(drawn)).toEqual(new Set([2]));
  });
});
