import { elementFault, fillContent, placeholdersOf } from './label-layout';
import type { LabelElement } from './label-types';

const element = (content: string, x = 0, y = 0, width = 10, height = 5): LabelElement => ({
  type: 'TEXT',
  content,
  x,
  y,
  width,
  height,
});
const label = { width: 60, height: 40 };
const fields = ['itemCode', 'lot'];

describe('label layout', () => {
  it.each([
    ['fixed text', 'Made in Lyon', []],
    ['one field', '{itemCode}', ['itemCode']],
    ['fields in text', 'Item {itemCode} / lot { lot }', ['itemCode', 'lot']],
    ['an empty placeholder', 'a {} b', ['']],
  ])('placeholders of %s', (_case, content, names) => {
    expect(placeholdersOf(content)).toEqual(names);
  });

  it.each([
    ['Item {itemCode}', 'Item A-1001'],
    ['{itemCode}/{ lot }', 'A-1001/L7'],
    ['{unknown}!', '!'],
    ['<b>{itemCode}</b>', '<b>A-1001</b>'],
  ])('fills %s', (content, filled) => {
    expect(fillContent(content, { itemCode: 'A-1001', lot: 'L7' })).toBe(filled);
  });

  it.each([
    ['none', [], undefined],
    ['good ones', [element('{itemCode}'), element('Lot {lot}', 50, 35, 10, 5)], undefined],
    ['a blank content', [element('x'), element('  ')], { row: 2, fault: 'content' }],
    ['an unknown field', [element('{weight} kg')], { row: 1, fault: 'field', name: 'weight' }],
    ['no width', [element('x', 0, 0, 0, 5)], { row: 1, fault: 'size' }],
    ['past the right edge', [element('x', 51, 0, 10, 5)], { row: 1, fault: 'outside' }],
    ['past the bottom edge', [element('x', 0, 36, 10, 5)], { row: 1, fault: 'outside' }],
    ['left of the label', [element('x', -1, 0)], { row: 1, fault: 'outside' }],
    ['no position', [element('x', Number.NaN, 0)], { row: 1, fault: 'outside' }],
  ])('%s', (_case, elements, fault) => {
    expect(elementFault(elements, label, fields)).toEqual(fault);
  });
});
