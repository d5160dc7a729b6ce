// The platform's label templates (/hrpt/label-template): an item label with a text, a barcode
// and a QR code, and a shelf label of text only. Sizes and places in millimetres.
import type { LabelTemplateDto } from '../../src/services/report/label-types';

export type SeedLabelTemplate = Omit<LabelTemplateDto, 'objectVersionNumber'>;

export const seedLabelTemplates: readonly SeedLabelTemplate[] = [
  {
    templateId: 1,
    templateCode: 'ITEM_LABEL',
    templateName: '物料标签',
    width: 60,
    height: 40,
    datasetCode: 'HPFM.ITEM',
    fields: [
      { name: 'itemCode', sample: 'A-1001' },
      { name: 'itemName', sample: '六角螺栓 M8' },
      { name: 'lot', sample: 'L2026-11' },
    ],
    elements: [
      { type: 'TEXT', content: '{itemName}', x: 3, y: 3, width: 54, height: 6 },
      { type: 'BARCODE', content: '{itemCode}', x: 3, y: 12, width: 36, height: 14 },
      { type: 'QRCODE', content: '{itemCode}/{lot}', x: 42, y: 12, width: 15, height: 15 },
      { type: 'TEXT', content: 'Lot {lot}', x: 3, y: 30, width: 40, height: 5 },
    ],
    enabledFlag: 1,
  },
  {
    templateId: 2,
    templateCode: 'SHELF_LABEL',
    templateName: '货架标签',
    width: 80,
    height: 30,
    datasetCode: null,
    fields: [{ name: 'shelf', sample: 'B-07-3' }],
    elements: [{ type: 'TEXT', content: 'Shelf {shelf}', x: 5, y: 8, width: 70, height: 14 }],
    enabledFlag: 1,
  },
];
