import { elementsProblem, fieldsProblem, savedElements, savedFields } from './label-form';

const field = (name: string, sample = '') => ({ name, sample });
const element = (content: string, x = 0, y = 0, width: number | null = 10, height = 5) => ({
  type: 'TEXT',
  content,
  x,
  y,
  width,
  height,
});
const label = { width: 60, height: 40, fields: [field('itemCode', 'A-1')] };

describe('label template form', () => {
  it.each([
    ['none', [], undefined],
    ['good ones', [field('itemCode'), field('lot_2')], undefined],
    [
      'a blank name',
      [field('a'), field(' ')],
      { key: 'hrpt.labelTemplate.error.fieldName', values: { row: 2 } },
    ],
    [
      'a name with a dash',
      [field('item-code')],
      { key: 'hrpt.labelTemplate.error.fieldName', values: { row: 1 } },
    ],
    [
      'a name twice',
      [field('lot'), field(' lot ')],
      { key: 'hrpt.labelTemplate.error.fieldTwice', values: { name: 'lot' } },
    ],
  ])('fields: %s', (_case, rows, problem) => {
    expect(fieldsProblem(rows)).toEqual(problem);
  });

  it.each([
    ['none', [], undefined],
    ['a field and a text', [element('{itemCode}'), element('Made in Lyon', 30, 30)], undefined],
    ['no content', [element(' ')], { key: 'hrpt.labelTemplate.error.content', values: { row: 1 } }],
    [
      'an unknown field',
      [element('{lot}')],
      { key: 'hrpt.labelTemplate.error.field', values: { row: 1, name: 'lot' } },
    ],
    [
      'no width',
      [element('x', 0, 0, null)],
      { key: 'hrpt.labelTemplate.error.size', values: { row: 1 } },
    ],
    [
      'outside',
      [element('x', 55, 0)],
      { key: 'hrpt.labelTemplate.error.outside', values: { row: 1 } },
    ],
  ])('elements: %s', (_case, rows, problem) => {
    expect(elementsProblem(rows, label)).toEqual(problem);
  });

  it('checks elements against the size typed: none yet puts every element outside', () => {
    expect(elementsProblem([element('x')], { ...label, width: null })).toEqual({
      key: 'hrpt.labelTemplate.error.outside',
      values: { row: 1 },
    });
  });

  it('sends rows trimmed, an unknown type as text', () => {
    expect(savedFields([field(' lot ', ' L7 ')])).toEqual([{ name: 'lot', sample: 'L7' }]);
    expect(savedElements([{ ...element(' {lot} ', 1, 2, 3, 4), type: 'QRCODE' }])).toEqual([
      { type: 'QRCODE', content: '{lot}', x: 1, y: 2, width: 3, height: 4 },
    ]);
    expect(savedElements([{ ...element('x'), type: 'ODD' }])[0].type).toBe('TEXT');
  });
});
