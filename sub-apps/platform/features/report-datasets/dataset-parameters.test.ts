import { fromRows, parametersProblem, parametersText, toRows } from './dataset-parameters';

describe('dataset parameters in the form', () => {
  it.each([
    [[{ name: '1st' }], { key: 'hrpt.dataset.error.name', values: { row: 1 } }],
    [[{ name: 'a' }, { name: 'a' }], { key: 'hrpt.dataset.error.twice', values: { name: 'a' } }],
    [[{ name: 'r', type: 'SELECT' }], { key: 'hrpt.dataset.error.options', values: { name: 'r' } }],
    [[{ name: 'r', type: 'SELECT', options: 'A,B' }], undefined],
    [undefined, undefined],
  ])('%j: %j', (rows, problem) => {
    expect(parametersProblem(rows)).toEqual(problem);
  });

  it('round-trips rows, blanks as null and an unknown type as text; summarises required ones', () => {
    const [parameter] = fromRows([
      { name: ' region ', type: 'COLOUR', required: 1, defaultValue: ' ', options: '' },
    ]);
    expect(parameter).toEqual({
      name: 'region',
      type: 'TEXT',
      required: 1,
      defaultValue: null,
      options: null,
    });
    expect(fromRows(toRows([parameter]))).toEqual([parameter]);
    expect(
      parametersText([parameter, { ...parameter, name: 'day', required: 0, type: 'DATE' }]),
    ).toBe('region*: TEXT, day: DATE');
  });
});
