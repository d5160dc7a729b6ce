import { choiceOf, choicesOf, displayOf, lovQuery } from './lov-choice';

const china = { countryId: 86, countryCode: 'CN', countryName: 'China' };

describe('lookup choices', () => {
  it('takes the value and display fields of the view from a row, keeping the row', () => {
    expect(choiceOf(china, 'countryId', 'countryName')).toEqual({
      value: 86,
      meaning: 'China',
      record: china,
    });
  });

  it.each([
    [null, [], ''],
    [undefined, [], ''],
    [{ value: 86, meaning: 'China' }, [{ value: 86, meaning: 'China' }], 'China'],
    [
      [
        { value: 86, meaning: 'China' },
        { value: 81, meaning: 'Japan' },
      ],
      [
        { value: 86, meaning: 'China' },
        { value: 81, meaning: 'Japan' },
      ],
      'China, Japan',
    ],
  ])('%j → choices %j, shown as %p', (value, choices, shown) => {
    expect(choicesOf(value)).toEqual(choices);
    expect(displayOf(value)).toBe(shown);
  });

  it.each([
    [{}, { page: 0, size: 10 }],
    [
      { countryName: '  chi ', countryCode: '' },
      { page: 0, size: 10, countryName: 'chi' },
    ],
    [
      { countryCode: undefined, region: null },
      { page: 0, size: 10 },
    ],
  ])('query %j → %j (page 1 of 10)', (typed, query) => {
    expect(lovQuery(typed, { current: 1, pageSize: 10 })).toEqual(query);
  });
});
