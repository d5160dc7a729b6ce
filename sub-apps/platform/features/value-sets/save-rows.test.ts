import { toSaveRows, type ValueRow } from './save-rows';

const server = {
  lovValueId: 7,
  lovId: 3,
  value: 'Y',
  meaning: 'Yes',
  orderSeq: 10,
  enabledFlag: 1,
  objectVersionNumber: 2,
};

describe('value rows for the batch save', () => {
  it.each<[string, ValueRow, unknown[]]>([
    [
      'a created row: the set, its fields, no id',
      { value: ' N ', meaning: 'No', enabledFlag: 0, _status: 'create' },
      [
        {
          _status: 'create',
          lovId: 3,
          value: 'N',
          meaning: 'No',
          orderSeq: undefined,
          enabledFlag: 0,
          description: null,
        },
      ],
    ],
    [
      'an updated row: id, version and fields',
      { ...server, meaning: 'Yes!', _status: 'update' },
      [
        {
          _status: 'update',
          lovValueId: 7,
          objectVersionNumber: 2,
          lovId: 3,
          value: 'Y',
          meaning: 'Yes!',
          orderSeq: 10,
          enabledFlag: 1,
          description: null,
        },
      ],
    ],
    [
      'a deleted row: id and version only',
      { ...server, _status: 'delete' },
      [{ _status: 'delete', lovValueId: 7, objectVersionNumber: 2, lovId: 3 }],
    ],
    ['an unchanged row: nothing', { ...server }, []],
  ])('%s', (_case, row, want) => {
    expect(toSaveRows(3, [row])).toEqual(want);
  });
});
