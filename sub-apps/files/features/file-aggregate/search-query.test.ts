import dayjs from 'dayjs';
import { queryOf } from './search-query';

describe('queryOf', () => {
  it.each([
    [{}, { fromCreateDate: undefined, toCreateDate: undefined }],
    [
      { bucketName: 'hfle', fileName: 'plan', created: null },
      { bucketName: 'hfle', fileName: 'plan', fromCreateDate: undefined, toCreateDate: undefined },
    ],
    [
      { created: [dayjs('2024-05-06 13:00'), dayjs('2024-05-07 08:00')] },
      { fromCreateDate: '2024-05-06', toCreateDate: '2024-05-07' },
    ],
    [
      { fileType: 'image', created: [null, dayjs('2024-05-07')] },
      { fileType: 'image', fromCreateDate: undefined, toCreateDate: '2024-05-07' },
    ],
  ] as const)('%p → %p', (values, expected) => {
    expect(queryOf(values as Parameters<typeof queryOf>[0])).toEqual(expected);
  });
});
