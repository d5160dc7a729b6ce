import { kitTexts } from '../texts';
import type { FieldRules } from './types';
import { errorText, validateRows, validateValue } from './validate';
import { created, updated, valueColumns, valueRow, type ValueRow } from './value-rows.fixture';

const row = created(valueRow(1));

describe('validateValue', () => {
  it.each<[string, unknown, FieldRules, ReturnType<typeof validateValue>]>([
    ['required: undefined', undefined, { required: true }, { rule: 'required' }],
    ['required: null', null, { required: true }, { rule: 'required' }],
    ['required: blank text', '  ', { required: true }, { rule: 'required' }],
    ['required: empty list', [], { required: true }, { rule: 'required' }],
    ['required: 0 is a value', 0, { required: true }, undefined],
    ['required: false is a value', false, { required: true }, undefined],
    ['optional and empty: no other rule applies', '', { maxLength: 0, pattern: /x/ }, undefined],
    ['max length: at the limit', 'ABCDE', { maxLength: 5 }, undefined],
    ['max length: over', 'ABCDEF', { maxLength: 5 }, { rule: 'maxLength', params: { max: 5 } }],
    ['max length: a Chinese character counts one', '性别性别性', { maxLength: 5 }, undefined],
    ['max length: an emoji counts one', '😀😀', { maxLength: 2 }, undefined],
    ['pattern: matches', 'GENDER_M', { pattern: /^[A-Z_]+$/ }, undefined],
    ['pattern: does not', 'gender', { pattern: /^[A-Z_]+$/ }, { rule: 'pattern' }],
    ['pattern: global flag is stateless', 'AB', { pattern: /^[A-Z]+$/g }, undefined],
    [
      'pattern: the page says why',
      'a b',
      { pattern: /^\S+$/, patternMessage: 'No spaces' },
      { rule: 'pattern', message: 'No spaces' },
    ],
    ['range: inside', 5, { min: 0, max: 10 }, undefined],
    ['range: at the bounds', 10, { min: 0, max: 10 }, undefined],
    ['range: below', -1, { min: 0, max: 10 }, { rule: 'min', params: { min: 0 } }],
    ['range: above', 11, { min: 0, max: 10 }, { rule: 'max', params: { max: 10 } }],
    ['range: text is not a number', '5', { min: 0 }, { rule: 'number' }],
    ['number: NaN is not a number', NaN, { number: true }, { rule: 'number' }],
    ['required first', '', { required: true, maxLength: 1 }, { rule: 'required' }],
    ['custom: message', 'X', { validate: () => 'Taken' }, { rule: 'custom', message: 'Taken' }],
    ['custom: fine', 'X', { validate: () => undefined }, undefined],
  ])('%s', (_case, value, rules, expected) => {
    expect(validateValue(value, rules, row)).toEqual(expected);
  });

  it('gives custom rules the row', () => {
    const rules: FieldRules<ValueRow> = {
      validate: (value, of) => (value === of.meaning ? 'Same as the meaning' : undefined),
    };
    expect(validateValue('M', rules, created(valueRow(1, { meaning: 'M' })))?.message).toBe(
      'Same as the meaning',
    );
  });
});

describe('validateRows', () => {
  const where = (rows: Parameters<typeof validateRows<ValueRow>>[0]) =>
    validateRows(rows, valueColumns, 'valueId').map(
      ({ key, field, rule, trail }) => `${[...trail, key].join('/')}.${field}:${rule}`,
    );

  it.each([
    ['valid rows: nothing', [created(valueRow(1)), updated(valueRow(2))], []],
    [
      'every invalid field of created and updated rows, in table order',
      [
        updated(valueRow(1, { meaning: '' })),
        valueRow(2, { meaning: '' }), // untouched: the server's, not sent
        created(valueRow(3, { value: 'bad code', orderSeq: 1000 })),
      ],
      ['1.meaning:required', '3.value:pattern', '3.orderSeq:max'],
    ],
    [
      'only editable fields: the code of an existing row is read-only',
      [updated(valueRow(1, { value: 'legacy code' }))],
      [],
    ],
    [
      'deleted rows and what is under them are not sent',
      [
        {
          ...valueRow(1, { meaning: '' }),
          _status: 'delete' as const,
          children: [created(valueRow(11, { meaning: '' }))],
        },
      ],
      [],
    ],
    [
      'child rows at any depth, under unchanged parents too',
      [
        {
          ...valueRow(1),
          children: [
            created(valueRow(11, { meaning: 'far too long a meaning' })),
            {
              ...valueRow(12),
              children: [updated(valueRow(121, { orderSeq: -1 }))],
            },
          ],
        },
        created(valueRow(2, { value: '' })),
      ],
      ['1/11.meaning:maxLength', '1/12/121.orderSeq:min', '2.value:required'],
    ],
  ])('%s', (_case, rows, expected) => {
    expect(where(rows)).toEqual(expected);
  });
});

describe('validateRows: rules that need the row’s place in the tree', () => {
  // a value unique among its siblings, and never the same as one of its parents'
  const placed: typeof valueColumns = [
    {
      field: 'value',
      title: 'Code',
      editor: { type: 'text' },
      rules: {
        validate: (value, _row, { parents, siblings }) =>
          siblings.some((other) => other.value === value)
            ? 'twice'
            : parents.some((parent) => parent.value === value)
              ? 'inside itself'
              : undefined,
      },
    },
  ];
  const where = (rows: Parameters<typeof validateRows<ValueRow>>[0]) =>
    validateRows(rows, placed, 'valueId').map(
      ({ key, message }) => `${String(key)}:${message ?? ''}`,
    );

  it.each([
    [
      'two siblings with one value: each edited one is told',
      [
        {
          ...valueRow(1),
          children: [created(valueRow(11, { value: 'X' })), valueRow(12, { value: 'X' })],
        },
      ],
      ['11:twice'],
    ],
    [
      'the same value under different parents is fine',
      [
        { ...valueRow(1), children: [created(valueRow(11, { value: 'X' }))] },
        { ...valueRow(2), children: [created(valueRow(21, { value: 'X' }))] },
      ],
      [],
    ],
    [
      'a deleted sibling no longer counts',
      [
        created(valueRow(1, { value: 'X' })),
        { ...valueRow(2, { value: 'X' }), _status: 'delete' as const },
      ],
      [],
    ],
    [
      'a value of any parent, at any depth',
      [
        {
          ...valueRow(1, { value: 'TOP' }),
          children: [{ ...valueRow(11), children: [created(valueRow(111, { value: 'TOP' }))] }],
        },
      ],
      ['111:inside itself'],
    ],
  ])('%s', (_case, rows, expected) => {
    expect(where(rows)).toEqual(expected);
  });
});

describe('errorText', () => {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    kitTexts.en_US[key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));

  it.each([
    [{ rule: 'required' as const }, 'Meaning is required'],
    [{ rule: 'maxLength' as const, params: { max: 20 } }, 'Meaning must be at most 20 characters'],
    [{ rule: 'min' as const, params: { min: 0 } }, 'Meaning must be at least 0'],
    [{ rule: 'pattern' as const, message: 'No spaces' }, 'No spaces'],
  ])('%p → %s', (error, text) => {
    expect(errorText(error, 'Meaning', t)).toBe(text);
  });
});
