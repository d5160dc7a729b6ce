import {
  acceptAttribute,
  checkUpload,
  describeProblem,
  DEFAULT_ACCEPT,
  extensionOf,
  formatFileSize,
  isPreviewableImage,
  previewImageType,
  normaliseAccept,
  progressPercent,
  visibleFileName,
} from './rules';

const MB = 1024 * 1024;

describe('extensionOf', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['租赁合同-A栋101.txt', 'txt'],
    ['C:\\docs\\plan.v2.docx', 'docx'],
    ['.bashrc', ''],
    ['README', ''],
    ['trailing.', ''],
    ['', ''],
  ])('%p → %p', (name, expected) => expect(extensionOf(name)).toBe(expected));
});

describe('accept lists', () => {
  it.each([
    [['.PDF', ' png ', '', 'jpg'], ['pdf', 'png', 'jpg'], '.pdf,.png,.jpg'],
    [[], [], ''],
  ])('%p → %p and %p', (accept, normalised, attribute) => {
    expect(normaliseAccept(accept)).toEqual(normalised);
    expect(acceptAttribute(accept)).toBe(attribute);
  });

  it('lets the spec kinds through by default: archives, images, office, pdf, text, audio, video', () => {
    for (const ext of ['zip', 'png', 'xlsx', 'pdf', 'txt', 'mp3', 'mp4']) {
      expect(DEFAULT_ACCEPT).toContain(ext);
    }
    for (const ext of ['exe', 'bat', 'sh', 'js', 'html']) expect(DEFAULT_ACCEPT).not.toContain(ext);
  });
});

describe('checkUpload', () => {
  const limits = { accept: ['pdf', '.TXT'], maxSize: 2 * MB };
  it.each([
    ['an allowed file', { name: 'a.pdf', size: 10 }, null],
    ['an allowed file in upper case', { name: 'A.TXT', size: 2 * MB }, null],
    [
      'another extension',
      { name: 'setup.exe', size: 10 },
      { kind: 'extension', extension: 'exe', allowed: ['pdf', 'txt'] },
    ],
    [
      'no extension',
      { name: 'Makefile', size: 10 },
      { kind: 'extension', extension: '', allowed: ['pdf', 'txt'] },
    ],
    ['an empty file', { name: 'a.pdf', size: 0 }, { kind: 'empty' }],
    [
      'a file over the size',
      { name: 'a.pdf', size: 2 * MB + 1 },
      { kind: 'size', size: 2 * MB + 1, maxSize: 2 * MB },
    ],
  ])('%s', (_label, file, expected) => expect(checkUpload(file, limits)).toEqual(expected));

  it('takes any extension when the accept list is empty', () => {
    expect(checkUpload({ name: 'x.bin', size: 1 }, { accept: [], maxSize: 10 })).toBeNull();
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [99.9, 100, 99],
    [100, 100, 100],
    [120, 100, 100],
    [50, 0, 0],
    [Number.NaN, 100, 0],
  ])('%p of %p → %p', (loaded, total, expected) =>
    expect(progressPercent(loaded, total)).toBe(expected),
  );
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [10 * 1024 + 300, '10 KB'],
    [20 * MB, '20 MB'],
    [5.25 * 1024 * MB, '5.3 GB'],
    [undefined, ''],
    [-1, ''],
  ])('%p → %p', (bytes, expected) => expect(formatFileSize(bytes)).toBe(expected));
});

describe('isPreviewableImage and previewImageType: by the name, never the stored type', () => {
  it.each([
    [{ fileName: 'a.bin', fileType: 'image/png' }, undefined],
    [{ fileName: 'site-plan.svg', fileType: 'image/svg+xml' }, 'image/svg+xml'],
    [{ fileName: 'site-plan.svg', fileType: 'application/octet-stream' }, 'image/svg+xml'],
    [{ fileName: 'page.html', fileType: 'image/svg+xml' }, undefined],
    [{ fileName: 'photo.tiff', fileType: 'image/tiff' }, undefined],
    [{ fileName: 'a.png', fileType: 'text/plain' }, 'image/png'],
    [{ fileName: 'a.JPG' }, 'image/jpeg'],
    [{ fileName: 'a.jpeg' }, 'image/jpeg'],
    [{ fileName: 'a.webp' }, 'image/webp'],
    [{ fileName: 'a.pdf' }, undefined],
    [{ fileName: 'constructor' }, undefined],
    [{ fileName: 'a.constructor' }, undefined],
  ])('%p → %p', (file, type) => {
    expect(previewImageType(file.fileName)).toBe(type);
    expect(isPreviewableImage(file)).toBe(type !== undefined);
  });
});

describe('visibleFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['租赁合同-A栋101.txt', '租赁合同-A栋101.txt'],
    ['דוח שנתי.pdf', 'דוח שנתי.pdf'],
    ['mark\u200f.pdf', 'mark\u200f.pdf'],
    ['invoice\u202efdp.exe', 'invoice\ufffdfdp.exe'],
    ['a\u202ab\u202cc.txt', 'a\ufffdb\ufffdc.txt'],
    ['iso\u2066late\u2069.txt', 'iso\ufffdlate\ufffd.txt'],
    ['line\nbreak\u0000.txt', 'line\ufffdbreak\ufffd.txt'],
    ['c1\u0085.txt', 'c1\ufffd.txt'],
  ])('%p → %p', (name, shown) => expect(visibleFileName(name)).toBe(shown));
});

describe('describeProblem', () => {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    `${key.split('.').pop()} ${JSON.stringify(values)}`;
  it.each<[Parameters<typeof describeProblem>[0], string]>([
    [
      { kind: 'extension', extension: 'exe', allowed: ['pdf', 'txt'] },
      'badExtension {"name":"f","extension":"exe","allowed":"pdf, txt"}',
    ],
    [
      { kind: 'extension', extension: '', allowed: ['pdf'] },
      'noExtension {"name":"f","allowed":"pdf"}',
    ],
    [
      { kind: 'size', size: 31 * MB, maxSize: 30 * MB },
      'tooLarge {"name":"f","size":"31 MB","max":"30 MB"}',
    ],
    [{ kind: 'empty' }, 'empty {"name":"f"}'],
  ])('%p', (problem, expected) => expect(describeProblem(problem, 'f', t)).toBe(expected));
});
