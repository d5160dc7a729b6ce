import type { AuditDataDto, AuditDataLineDto } from '@polaris/core/services/monitor/types';
import { diffableLines, fieldDiffs, isLongValue, recordAt, versionPair } from './field-diff';

const line = (
  fieldCode: string,
  fieldValueOld: string | null,
  fieldValueNew: string | null,
  fieldName = fieldCode,
): AuditDataLineDto => ({ fieldCode, fieldName, fieldValueOld, fieldValueNew });

const version = (entityVersion: number, ...lines: AuditDataLineDto[]): AuditDataDto => ({
  auditDataId: entityVersion,
  entityVersion,
  auditDataLineList: lines,
});

// newest first, as the gateway answers
const versions = [
  version(3, line('limit', '200', '300'), line('enabled', '0', '1')),
  version(2, line('enabled', '1', '0')),
  version(
    1,
    line('name', null, 'Acme', 'Name'),
    line('enabled', null, '1'),
    line('limit', null, '200'),
  ),
];

describe('versionPair', () => {
  it.each([
    [[3], { older: 2, newer: 3 }],
    [[1], { older: 0, newer: 1 }],
    [[3, 1], { older: 1, newer: 3 }],
    [[1, 3], { older: 1, newer: 3 }],
    [[], null],
    [[2, 2], null],
    [[1, 2, 3], null],
  ])('%j → %j', (selected, expected) => {
    expect(versionPair(selected)).toEqual(expected);
  });
});

describe('recordAt', () => {
  it.each([
    [0, {}],
    [1, { name: 'Acme', enabled: '1', limit: '200' }],
    [2, { name: 'Acme', enabled: '0', limit: '200' }],
    [3, { name: 'Acme', enabled: '1', limit: '300' }],
    [9, { name: 'Acme', enabled: '1', limit: '300' }],
  ])('version %i', (at, expected) => {
    const state = recordAt(versions, at);
    expect(Object.fromEntries([...state].map(([code, field]) => [code, field.value]))).toEqual(
      expected,
    );
  });

  it('keeps a field name given earlier when a later line has none', () => {
    const later = [...versions, version(4, { fieldCode: 'name', fieldValueNew: 'Acme Ltd' })];
    expect(recordAt(later, 4).get('name')).toEqual({ fieldName: 'Name', value: 'Acme Ltd' });
  });
});

describe('fieldDiffs', () => {
  const shown = (older: number, newer: number) =>
    fieldDiffs(versions, { older, newer }).map(({ fieldCode, oldValue, newValue, changed }) => [
      fieldCode,
      oldValue,
      newValue,
      changed,
    ]);

  it.each([
    [
      'a version with the one before: what it changed, the rest unchanged',
      2,
      3,
      [
        ['name', 'Acme', 'Acme', false],
        ['enabled', '0', '1', true],
        ['limit', '200', '300', true],
      ],
    ],
    [
      'the first version: everything new',
      0,
      1,
      [
        ['name', null, 'Acme', true],
        ['enabled', null, '1', true],
        ['limit', null, '200', true],
      ],
    ],
    [
      'versions apart: a value changed and changed back is unchanged',
      1,
      3,
      [
        ['name', 'Acme', 'Acme', false],
        ['enabled', '1', '1', false],
        ['limit', '200', '300', true],
      ],
    ],
  ])('%s', (_label, older, newer, expected) => {
    expect(shown(older, newer)).toEqual(expected);
  });
});

describe('long values', () => {
  const json = JSON.stringify({ batchSize: 200, tenants: ['ACME'] });

  it.each([
    [null, false],
    ['short', false],
    ['x'.repeat(81), true],
    ['two\nlines', true],
    [json, true],
    ['{not json', false],
    ['42', false],
  ])('%j is long: %s', (value, expected) => {
    expect(isLongValue(value)).toBe(expected);
  });

  it.each([
    [null, []],
    ['a\nb\r\nc', ['a', 'b', 'c']],
    [json, ['{', '  "batchSize": 200,', '  "tenants": [', '    "ACME"', '  ]', '}']],
    ['[not json', ['[not json']],
  ])('diffableLines(%j)', (value, expected) => {
    expect(diffableLines(value)).toEqual(expected);
  });
});
