import { applyUploadConfig, configuredBytes } from './upload-config';

const page = { accept: ['pdf', 'png', 'txt'], maxSize: 30 * 1024 * 1024 };

describe('applyUploadConfig', () => {
  it.each([
    ['no configuration', null, page],
    [
      'formats narrowed',
      { fileFormat: 'txt, .PNG,exe', storageSize: 1, storageUnit: 'MB' },
      { accept: ['png', 'txt'], maxSize: 1024 * 1024 },
    ],
    [
      'any format, smaller size',
      { fileFormat: '', storageSize: 2, storageUnit: 'KB' },
      { accept: ['pdf', 'png', 'txt'], maxSize: 2048 },
    ],
    [
      'a larger size never widens the page',
      { fileFormat: '', storageSize: 500, storageUnit: 'MB' },
      page,
    ],
    [
      'nothing in common: every file refused',
      { fileFormat: 'exe', storageSize: 1, storageUnit: 'MB' },
      { accept: ['∅'], maxSize: 1024 * 1024 },
    ],
  ] as const)('%s', (_name, config, expected) => {
    expect(applyUploadConfig(page, config)).toEqual(expected);
  });

  it('a page that accepts any extension takes the configured ones', () => {
    expect(
      applyUploadConfig(
        { accept: [], maxSize: 100 },
        { fileFormat: 'csv', storageSize: 1, storageUnit: 'KB' },
      ),
    ).toEqual({ accept: ['csv'], maxSize: 100 });
  });

  it('sizes in bytes', () => {
    expect(configuredBytes({ storageSize: 3, storageUnit: 'KB' })).toBe(3072);
    expect(configuredBytes({ storageSize: 2, storageUnit: 'MB' })).toBe(2 * 1024 * 1024);
  });
});
