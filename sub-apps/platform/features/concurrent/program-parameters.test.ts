import { parameterRow, parametersProblem, savedParameters } from './program-parameters';

const row = (name: string, type = 'STRING', defaultValue = '', required = 0) => ({
  name,
  type,
  required,
  defaultValue,
});

describe('program parameters', () => {
  it.each([
    ['none', [], undefined],
    ['good ones', [row('period', 'STRING', '', 1), row('batchSize', 'NUMBER', '500')], undefined],
    [
      'a blank name',
      [row('ok'), row('  ')],
      { key: 'hsdr.concurrent.program.error.name', values: { row: 2 } },
    ],
    [
      'a name with a space',
      [row('batch size')],
      { key: 'hsdr.concurrent.program.error.name', values: { row: 1 } },
    ],
    [
      'a name starting with a digit',
      [row('1st')],
      { key: 'hsdr.concurrent.program.error.name', values: { row: 1 } },
    ],
    [
      'a name twice',
      [row('period'), row(' period ')],
      { key: 'hsdr.concurrent.program.error.twice', values: { name: 'period' } },
    ],
    [
      'a number default that is none',
      [row('size', 'NUMBER', 'ten')],
      { key: 'hsdr.concurrent.program.error.default.NUMBER', values: { name: 'size' } },
    ],
    [
      'a date default that is none',
      [row('day', 'DATE', '2026/11/27')],
      { key: 'hsdr.concurrent.program.error.default.DATE', values: { name: 'day' } },
    ],
    ['a date default', [row('day', 'DATE', '2026-11-27')], undefined],
    ['any text default', [row('note', 'STRING', 'a b c')], undefined],
  ])('%s', (_case, rows, problem) => {
    expect(parametersProblem(rows)).toEqual(problem);
  });

  it('sends the rows trimmed, a blank default left out, and reads a parameter back', () => {
    const sent = savedParameters([row(' period ', 'STRING', ' ', 1), row('size', 'NUMBER', ' 5 ')]);
    expect(sent).toEqual([
      { name: 'period', type: 'STRING', required: true },
      { name: 'size', type: 'NUMBER', required: false, defaultValue: '5' },
    ]);
    expect(sent.map(parameterRow)).toEqual([
      row('period', 'STRING', '', 1),
      row('size', 'NUMBER', '5'),
    ]);
  });
});
