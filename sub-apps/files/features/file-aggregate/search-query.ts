/** The File Summary search form's values as the list's query: the date range as two days. */
import type { FileAggregateQuery } from '@polaris/core/services/file/types';

/** What `format` gives: dayjs values (or anything with the same method). */
interface DayValue {
  format(pattern: string): string;
}

export interface FileFilters {
  bucketName?: string;
  fileName?: string;
  fileType?: string;
  created?: [DayValue | null, DayValue | null] | null;
}

export function queryOf({ created, ...rest }: FileFilters): FileAggregateQuery {
  return {
    ...rest,
    fromCreateDate: created?.[0]?.format('YYYY-MM-DD'),
    toCreateDate: created?.[1]?.format('YYYY-MM-DD'),
  };
}
