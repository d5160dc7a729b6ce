import { meaningOf, type OptionItem } from './meaning';

const options: OptionItem[] = [
  { value: '1', meaning: 'Enabled' },
  { value: 0, meaning: 'Disabled' },
  { value: 'DRAFT', meaning: 'Draft' },
];

describe('meaningOf', () => {
  it.each([
    ['1', 'Enabled'],
    [1, 'Enabled'],
    [0, 'Disabled'],
    ['0', 'Disabled'],
    ['DRAFT', 'Draft'],
    ['draft', undefined],
    ['2', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%p → %p', (value, meaning) => {
    expect(meaningOf(options, value)).toBe(meaning);
  });

  it.each([[null], [undefined], [[]]])('finds nothing in %p', (list) => {
    expect(meaningOf(list, '1')).toBeUndefined();
  });
});
