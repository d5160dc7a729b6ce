// The import's spreadsheet readers: .xlsx (stored or deflated entries, shared and inline strings,
// sparse cells, a sheet found through the workbook's relationships) and .csv (quotes, BOM).
import { readCsv } from '../property/house-import';
import { columnOf, readXlsx, unescapeXml, unzip } from './xlsx-reader';
import { xlsxWorkbook, zipStored } from './xlsx';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook laid out as spreadsheet programs write it: shared strings, its sheet renamed. */
function excelLike(sheet: string, strings: string[]): Buffer {
  const parts: Record<string, string> = {
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Houses" sheetId="1" r:id="rId7"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${REL}"><Relationship Id="rId2" Type="${DOC}/styles" Target="styles.xml"/><Relationship Id="rId7" Type="${DOC}/worksheet" Target="worksheets/houses.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<sst xmlns="${MAIN}" count="${strings.length}">${strings.join('')}</sst>`,
    'xl/worksheets/houses.xml': `<worksheet xmlns="${MAIN}"><sheetData>${sheet}</sheetData></worksheet>`,
  };
  return zipStored(
    Object.entries(parts).map(([name, xml]) => ({ name, data: Buffer.from(xml) })),
    true,
  );
}

describe('readXlsx', () => {
  it.each([false, true])('reads back what the writer wrote (deflated: %s)', (deflate) => {
    const file = xlsxWorkbook(
      'S',
      [
        ['项目编码', 'Area'],
        ['YGHY', 89.5],
        ['a & <b>', 1],
      ],
      deflate,
    );
    expect([...readXlsx(file)]).toEqual([
      [1, ['项目编码', 'Area']],
      [2, ['YGHY', '89.5']],
      [3, ['a & <b>', '1']],
    ]);
  });

  it('reads shared strings, rich text, entities, booleans and sparse cells by reference', () => {
    const file = excelLike(
      '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s" s="2"><v>1</v></c></row>' +
        '<row r="4"><c r="B4" t="b"><v>1</v></c><c r="D4"><f>1+1</f><v>2</v></c><c r="E4"/></row>' +
        '<row r="5"/>',
      [
        '<si><t>Tom &amp; Jerry</t></si>',
        '<si><r><rPr><b/></rPr><t xml:space="preserve">Room </t></r><r><t>101</t></r><rPh><t>X</t></rPh></si>',
      ],
    );
    const rows = readXlsx(file);
    expect(rows.get(1)).toEqual(['Tom & Jerry', '', 'Room 101']);
    expect(rows.get(4)).toEqual(['', 'TRUE', '', '2', '']);
    expect(rows.get(5)).toEqual([]);
    expect(rows.has(2)).toBe(false);
  });

  it('refuses a file that is not a ZIP archive', () => {
    expect(() => readXlsx(Buffer.from('name,area\nx,1\n'))).toThrow('not a ZIP archive');
  });

  it('lists the entries of an archive, inflated', () => {
    const zip = zipStored([{ name: 'a.txt', data: Buffer.from('hello '.repeat(50)) }], true);
    expect(zip.length).toBeLessThan(300);
    expect(unzip(zip).get('a.txt')?.toString()).toBe('hello '.repeat(50));
  });

  it.each([
    ['A1', 0],
    ['Z9', 25],
    ['AA1', 26],
    ['AB7', 27],
  ])('column of %s is %d', (ref, column) => {
    expect(columnOf(ref)).toBe(column);
  });

  it('undoes entities and character references', () => {
    expect(unescapeXml('&lt;&#x41;&#66;&quot;&apos;&amp;amp;&unknown;')).toBe(
      '<AB"\'&amp;&unknown;',
    );
  });
});

describe('readCsv', () => {
  it('reads quoted cells, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const rows = readCsv('\uFEFFcode,name\r\n"Y,1","say ""hi"""\r\n\r\n"two\nlines",x\n');
    expect([...rows]).toEqual([
      [1, ['code', 'name']],
      [2, ['Y,1', 'say "hi"']],
      [4, ['two\nlines', 'x']],
    ]);
  });

  it('keeps a last row without a line break', () => {
    expect([...readCsv('a,b\n1,2')]).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });
});
