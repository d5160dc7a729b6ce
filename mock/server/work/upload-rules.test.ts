// What an upload may not be called or where it may not go, and the type a download is served as.
import {
  directoryProblem,
  fileNameProblem,
  MAX_FILE_NAME_LENGTH,
  SAFE_DOWNLOAD_TYPE,
  servedContentType,
} from './upload-rules';

describe('fileNameProblem', () => {
  it.each([
    ['a plain name', 'report.pdf'],
    ['Chinese', '租赁合同-A栋101.txt'],
    ['Hebrew (right to left, no override)', 'דוח שנתי.pdf'],
    ['a right-to-left mark', 'report\u200f.pdf'],
    ['exactly 255 characters', `${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.txt`],
    ['255 characters outside the BMP', '😀'.repeat(MAX_FILE_NAME_LENGTH)],
  ])('accepts %s', (_label, name) => expect(fileNameProblem(name)).toBeUndefined());

  it.each([
    ['256 characters', `${'a'.repeat(252)}.txt`, 'error.file.name_too_long', 'has 256 characters'],
    ['a right-to-left override', 'invoice\u202efdp.exe', 'error.file.name_invalid', 'U+202E'],
    ['a right-to-left isolate', 'a\u2067b.txt', 'error.file.name_invalid', 'U+2067'],
    ['a left-to-right embedding', 'a\u202ab.txt', 'error.file.name_invalid', 'U+202A'],
    ['a newline', 'a\nb.txt', 'error.file.name_invalid', 'control character U+000A'],
    ['a NUL', 'a\u0000.txt', 'error.file.name_invalid', 'U+0000'],
    ['a C1 control', 'a\u0085.txt', 'error.file.name_invalid', 'U+0085'],
    ['DEL', 'a\u007f.txt', 'error.file.name_invalid', 'U+007F'],
  ])('refuses %s', (_label, name, code, says) => {
    const problem = fileNameProblem(name);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toContain(says);
  });
});

describe('directoryProblem', () => {
  it.each([['contracts'], ['docs/2024'], ['a//b/'], ['notes..old'], ['...'], ['docs/a:b']])(
    'accepts %p',
    (directory) => expect(directoryProblem(directory)).toBeUndefined(),
  );

  it.each([
    ['..', 'must not climb'],
    ['docs/../../etc', 'must not climb'],
    ['docs/..', 'must not climb'],
    ['./docs', 'must not climb'],
    ['docs/%2e%2e/x', 'must not climb'],
    ['docs/.%2E', 'must not climb'],
    ['docs\\..\\x', 'not backslashes'],
    ['docs\\x', 'not backslashes'],
    ['/etc', 'must be relative'],
    ['//server/share', 'must be relative'],
    ['C:/Windows', 'must be relative'],
    ['file:/etc', 'must be relative'],
    ['docs\n', 'control characters'],
  ])('refuses %p', (directory, says) => {
    expect(directoryProblem(directory)).toEqual({
      code: 'error.file.directory_invalid',
      message: expect.stringContaining(says),
    });
  });
});

describe('servedContentType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/JPEG', 'image/jpeg'],
    ['text/plain', 'text/plain'],
    ['text/csv; charset=utf-8', 'text/csv'],
    ['application/pdf', 'application/pdf'],
    ['video/mp4', 'video/mp4'],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['text/html', SAFE_DOWNLOAD_TYPE],
    ['text/html; charset=utf-8', SAFE_DOWNLOAD_TYPE],
    ['image/svg+xml', SAFE_DOWNLOAD_TYPE],
    ['application/xhtml+xml', SAFE_DOWNLOAD_TYPE],
    ['text/xml', SAFE_DOWNLOAD_TYPE],
    ['application/xml', SAFE_DOWNLOAD_TYPE],
    ['text/xsl', SAFE_DOWNLOAD_TYPE],
    ['text/javascript', SAFE_DOWNLOAD_TYPE],
    ['application/javascript', SAFE_DOWNLOAD_TYPE],
    ['application/x-shockwave-flash', SAFE_DOWNLOAD_TYPE],
    ['video/x+xml', SAFE_DOWNLOAD_TYPE],
    ['', SAFE_DOWNLOAD_TYPE],
    ['not a type', SAFE_DOWNLOAD_TYPE],
    ['text/plain\r\nX-Evil: 1', SAFE_DOWNLOAD_TYPE],
  ])('%p → %p', (stored, served) => expect(servedContentType(stored)).toBe(served));
});
