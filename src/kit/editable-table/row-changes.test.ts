import { collectChanges, sameValues, statusAfterEdit } from './row-changes';
import type { EditableRow, RowKey } from './types';
import { created, updated, valueRow, type ValueRow } from './value-rows.fixture';

const originals = (...rows: ValueRow[]) =>
  new Map<RowKey, ValueRow>(rows.map((row) => [row.valueId, row]));

describe('statusAfterEdit', () => {
  it.each<[string, EditableRow<ValueRow>, ValueRow | undefined, string | undefined]>([
    ['new row', valueRow(1), undefined, 'create'],
    ['changed', valueRow(1, { meaning: 'Other' }), valueRow(1), 'update'],
    ['edited back to what the server sent', updated(valueRow(1)), valueRow(1), undefined],
    [
      'a field added, even empty',
      { ...valueRow(1), remark: '' } as ValueRow,
      valueRow(1),
      'update',
    ],
  ])('%s → %s', (_case, row, original, status) => {
    expect(statusAfterEdit(row, original)).toBe(status);
  });
});

describe('sameValues', () => {
  it.each([
    [{ a: 1, tags: ['x', 'y'] }, { a: 1, tags: ['x', 'y'] }, true],
    [{ a: 1, tags: ['x'] }, { a: 1, tags: ['x', 'y'] }, false],
    [{ a: 1, _status: 'update', children: [] }, { a: 1 }, true],
    [{ a: NaN }, { a: NaN }, true],
    [{ a: 0 }, { a: '0' }, false],
  ])('%p ~ %p → %p', (a, b, same) => {
    expect(sameValues(a, b)).toBe(same);
  });
});

describe('collectChanges', () => {
  const options = {
    rowKey: 'valueId',
    originals: originals(valueRow(1), valueRow(2), valueRow(3)),
  };

  it('sends created, updated and deleted rows only, parents before children, flat', () => {
    const rows: EditableRow<ValueRow>[] = [
      created(valueRow(0, { valueId: 'new-1' })),
      { ...valueRow(1), children: [updated(valueRow(11, { meaning: 'Child' }))] },
      { ...valueRow(2, { meaning: 'edited, then deleted' }), _status: 'delete' },
      updated(valueRow(3, { meaning: 'Edited' })),
    ];
    expect(collectChanges(rows, options)).toEqual([
      { value: 'V0', meaning: 'Meaning 0', orderSeq: 0, enabledFlag: 1, _status: 'create' },
      { ...valueRow(11, { meaning: 'Child' }), _status: 'update' },
      { ...valueRow(2), _status: 'delete' }, // as the server sent it
      { ...valueRow(3, { meaning: 'Edited' }), _status: 'update' },
    ]);
  });

  it.each([
    ['the row key by default', undefined, { tenantId: 0, enabledFlag: 1 }],
    ['the listed key fields', ['valueId', 'tenantId'], { enabledFlag: 1 }],
    ['only what is listed', ['tenantId'], { valueId: 'tmp', enabledFlag: 1 }],
  ])('drops from created rows %s', (_case, keyFields, expected) => {
    const row = { valueId: 'tmp', tenantId: 0, enabledFlag: 1, _status: 'create' as const };
    const [sent] = collectChanges([row], { rowKey: 'valueId', originals: new Map(), keyFields });
    expect(sent).toEqual({ ...expected, _status: 'create' });
  });

  it('sends nothing from under a deleted row, and nothing when nothing changed', () => {
    const deleted: EditableRow<ValueRow> = {
      ...valueRow(1),
      _status: 'delete',
      children: [created(valueRow(11)), updated(valueRow(12))],
    };
    expect(collectChanges([deleted], options)).toEqual([{ ...valueRow(1), _status: 'delete' }]);
    expect(collectChanges([valueRow(1), valueRow(2)], options)).toEqual([]);
  });
});
