// The multipart/form-data parser: boundaries, fields, binary files and file-name encodings.
import { BodyError } from './body';
import { headerParams, multipartBoundary, multipartFields, parseMultipart } from './multipart';

const B = 'XyZ123';

function body(...parts: string[]): Buffer {
  return Buffer.from(`${parts.map((p) => `--${B}\r\n${p}\r\n`).join('')}--${B}--\r\n`, 'latin1');
}

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; boundary="a b"', 'a b'],
    ['Multipart/Form-Data;charset=utf-8;boundary=----x', '----x'],
    ['application/json', undefined],
    ['multipart/form-data', undefined],
    [undefined, undefined],
  ])('%s → %s', (type, expected) => {
    expect(multipartBoundary(type)).toBe(expected);
  });
});

describe('parseMultipart', () => {
  it('reads text fields and a binary file part byte for byte', () => {
    const bytes = Buffer.from([0, 255, 13, 10, 45, 45, 1]);
    const raw = Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="bucketName"\r\n\r\nhfle\r\n` +
          `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]);
    const parts = parseMultipart(raw, B);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['bucketName', undefined, undefined],
      ['file', 'a.bin', 'application/octet-stream'],
    ]);
    expect(parts[1].data.equals(bytes)).toBe(true);
    expect(multipartFields(parts).get('bucketName')).toBe('hfle');
  });

  it.each([
    ['raw UTF-8', 'filename="合同.txt"', '合同.txt'],
    ['browser-escaped quote', 'filename="say %22hi%22.txt"', 'say "hi".txt'],
    ['RFC 5987 wins', `filename="x.txt"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`, '报告.pdf'],
  ])('decodes a %s file name', (_label, disposition, expected) => {
    const raw = Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n\r\nx\r\n--${B}--`,
    );
    expect(parseMultipart(raw, B)[0].filename).toBe(expected);
  });

  it.each([
    ['no boundary at all', 'hello'],
    ['a truncated body', `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`],
    ['a part without a name', body('Content-Disposition: form-data\r\n\r\nx').toString()],
  ])('rejects %s with a 400', (_label, raw) => {
    expect(() => parseMultipart(Buffer.from(raw), B)).toThrow(BodyError);
  });

  it('parses header parameters with quotes and escapes', () => {
    expect(headerParams('form-data; name="a\\"b"; filename=plain.txt')).toEqual({
      name: 'a"b',
      filename: 'plain.txt',
    });
  });
});
