import type { UiTableColumnDto } from '../../services/platform/types';
import { personaliseColumns } from './personalise';

const columns = [
  { dataIndex: 'jobCode', width: 160 },
  { dataIndex: 'description' },
  { dataIndex: 'jobStatus', width: 100 },
  { dataIndex: 'jobHandler' },
  { key: 'actions', width: 200 },
];
const saved = (
  fieldName: string,
  sort: number,
  extra: Partial<UiTableColumnDto> = {},
): UiTableColumnDto => ({ fieldName, sort, width: null, fixed: null, hidden: false, ...extra });

const shown = (list: typeof columns) =>
  list.map(
    (column) =>
      `${String(column.dataIndex ?? column.key)}${'width' in column && column.width ? `:${column.width}` : ''}`,
  );

describe('table personalisation', () => {
  it.each<[string, UiTableColumnDto[] | undefined, string[]]>([
    [
      'no definition: as written',
      undefined,
      ['jobCode:160', 'description', 'jobStatus:100', 'jobHandler', 'actions:200'],
    ],
    [
      'an empty definition: as written',
      [],
      ['jobCode:160', 'description', 'jobStatus:100', 'jobHandler', 'actions:200'],
    ],
    [
      'saved order, the unnamed after them in their place',
      [saved('jobStatus', 10), saved('jobCode', 20)],
      ['jobStatus:100', 'jobCode:160', 'description', 'jobHandler', 'actions:200'],
    ],
    [
      'saved widths; hidden columns left out',
      [saved('description', 10, { width: 320 }), saved('jobHandler', 20, { hidden: true })],
      ['description:320', 'jobCode:160', 'jobStatus:100', 'actions:200'],
    ],
    [
      'a column named by its key',
      [saved('actions', 1)],
      ['actions:200', 'jobCode:160', 'description', 'jobStatus:100', 'jobHandler'],
    ],
  ])('%s', (_case, definition, want) => {
    expect(shown(personaliseColumns(columns, definition))).toEqual(want);
  });

  it('fixes a column the definition fixes', () => {
    const [first] = personaliseColumns(columns, [saved('jobCode', 10, { fixed: 'left' })]);
    expect(first).toEqual({ dataIndex: 'jobCode', width: 160, fixed: 'left' });
  });
});
