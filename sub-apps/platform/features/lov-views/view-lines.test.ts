import { viewLinesProblem } from './view-lines';

const line = (fieldName: string, display = 'Title', tableFieldFlag = 1) => ({
  fieldName,
  display,
  tableFieldFlag,
});

describe('a lookup view’s fields', () => {
  it.each([
    [[line('countryName')], undefined],
    [[line('code', 'Code', 0), line('name')], undefined],
    [[], { key: 'hpfm.lovView.error.noColumn' }],
    [[line('code', 'Code', 0)], { key: 'hpfm.lovView.error.noColumn' }],
    [[line('name'), line('')], { key: 'hpfm.lovView.error.fieldName', values: { row: 2 } }],
    [[line('a b')], { key: 'hpfm.lovView.error.fieldName', values: { row: 1 } }],
    [[line('name', '  ')], { key: 'hpfm.lovView.error.display', values: { row: 1 } }],
    [[line('name'), line('name')], { key: 'hpfm.lovView.error.twice', values: { name: 'name' } }],
  ])('%j → %j', (lines, problem) => {
    expect(viewLinesProblem(lines)).toEqual(problem);
  });
});
