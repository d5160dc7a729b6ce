import { listReply } from './listing';

const rows = [
  { id: 2, name: 'Beta', note: '=HYPERLINK("x")', owner: null },
  { id: 1, name: '阿尔法 "A"', note: 'plain', owner: { id: 7 } },
  { id: 3, name: 'Gamma', note: '-1', owner: null },
];
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const query = (pairs: [string, string][]) => new URLSearchParams(pairs);
const csvOf = (body: unknown) => (body as Buffer).toString('utf8');

describe('a list answer', () => {
  it('is a page without exportType', () => {
    const reply = listReply(rows, query([['size', '2']]), byId, 'things');
    expect(reply.headers?.['Content-Type']).toMatch(/json/);
    expect(JSON.parse(String(reply.body))).toMatchObject({ totalElements: 3, numberOfElements: 2 });
  });

  it('with exportType=COLUMN is every row as sorted, in the columns asked, as a CSV file', () => {
    const reply = listReply(
      rows,
      query([
        ['exportType', 'COLUMN'],
        ['sort', 'name,desc'],
        ['page', '1'],
        ['size', '1'],
        ['exportColumns', 'name'],
        ['exportColumns', 'note'],
        ['exportColumns', 'owner'],
        ['exportTitles', 'Name'],
        ['exportTitles', 'Note'],
      ]),
      byId,
      'things',
    );
    expect(reply.headers).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': "attachment; filename*=UTF-8''things.csv",
    });
    expect(csvOf(reply.body)).toBe(
      '\uFEFF"Name","Note","owner"\r\n' +
        '"阿尔法 ""A""","plain","{""id"":7}"\r\n' +
        '"Gamma","\'-1",""\r\n' +
        '"Beta","\'=HYPERLINK(""x"")",""\r\n',
    );
  });

  it.each([
    ['no column', [], 'exportColumns'],
    ['a column the list does not have', [['exportColumns', 'secret']], 'secret'],
  ] as [string, [string, string][], string][])(
    'refuses an export with %s',
    (_case, pairs, named) => {
      expect(() =>
        listReply(rows, query([['exportType', 'COLUMN'], ...pairs]), byId, 'things'),
      ).toThrow(expect.objectContaining({ message: expect.stringContaining(named) }));
    },
  );
});
