/** `GET PROP/house/import-template`: the .xlsx to fill in for the import, saved as `fileName`. */
import type { FileSaver } from '@polaris/core/request/download';
import { wyRequest } from '@polaris/core/request/wy';
import { wyPath } from '@polaris/core/services/property/wire';

export function downloadHouseTemplate(fileName: string, saver?: FileSaver) {
  return wyRequest(wyPath('PROP/house/import-template'), { exportFileName: fileName, saver });
}
