/**
 * `POST PROP/house/import` (multipart, part `file`): the valid rows of a spreadsheet (.xlsx or
 * .csv, the template's columns) are saved; the answer reports each refused cell by row and column
 * in the user's language. A file that cannot be read at all is refused with the gateway's message.
 */
import type { HouseImportResult } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function importHouses(file: Blob, fileName: string): Promise<HouseImportResult> {
  const form = new FormData();
  form.append('file', file, fileName);
  return wyCall<HouseImportResult>('PROP/house/import', { method: 'POST', data: form });
}
