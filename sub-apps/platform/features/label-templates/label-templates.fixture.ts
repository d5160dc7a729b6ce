/** Test data of the Label Templates page tests: a 60 × 40 mm item label with two elements. */
import type { LabelTemplateDto } from '@polaris/core/services/report/label-types';

export const itemLabel: LabelTemplateDto = {
  templateId: 1,
  templateCode: 'ITEM_LABEL',
  templateName: 'Item label',
  width: 60,
  height: 40,
  datasetCode: 'HPFM.ITEM',
  fields: [
    { name: 'itemCode', sample: 'A-1001' },
    { name: 'itemName', sample: '<b>Bolt</b>' },
  ],
  elements: [
    { type: 'TEXT', content: 'Item {itemName}', x: 3, y: 4, width: 54, height: 6 },
    { type: 'BARCODE', content: '{itemCode}', x: 3, y: 12, width: 36, height: 14 },
  ],
  enabledFlag: 1,
  objectVersionNumber: 1,
};
