import { rowSignatures } from './use-cell-refresh';

describe('rowSignatures', () => {
  it('tells rows apart by what their errors say and whether a deleted row is above', () => {
    const signatures = rowSignatures(
      [
        { key: 1, field: 'meaning', rule: 'required', trail: [] },
        { key: 1, field: 'orderSeq', rule: 'max', params: { max: 999 }, trail: [] },
        { key: 2, field: 'value', rule: 'pattern', message: 'No spaces', trail: [] },
      ],
      new Set([2, 3]),
    );
    expect([...signatures]).toEqual([
      [1, 'meaning:required:null:|orderSeq:max:{"max":999}:'],
      [2, 'value:pattern:null:No spaces|under-deleted'],
      [3, 'under-deleted'],
    ]);
  });
});
