// Seed of the bills of materials: Globex's item master (e-bikes, their sub-assemblies and raw
// materials) and its BOMs, each a tree of lines. Only Globex (tenant 2) makes things.
import { t, type Texts } from '../../data/lov-types';
import type { BomStatus, ItemType } from './engineering-wire';

export const BOM_TENANT = 2;

export interface SeedItem {
  itemId: number;
  tenantId: number;
  itemCode: string;
  name: Texts;
  uom: string;
  itemType: ItemType;
}

/** A seed line: component, quantity, unit, scrap %, and the lines under it. */
export type SeedLine = [string, number, string, number, SeedLine[]?];

export interface SeedBom {
  bomId: number;
  itemCode: string;
  revision: string;
  bomStatus: BomStatus;
  lines: SeedLine[];
}

const item = (
  itemId: number,
  itemCode: string,
  name: Texts,
  uom: string,
  itemType: ItemType,
): SeedItem => ({ itemId, tenantId: BOM_TENANT, itemCode, name, uom, itemType });

export const seedItems: SeedItem[] = [
  item(1, 'FG-EB100', t('城市电动自行车 100', 'E-bike City 100'), 'EA', 'FG'),
  item(2, 'FG-EB200', t('山地电动自行车 200', 'E-bike Trail 200'), 'EA', 'FG'),
  item(3, 'SA-FRM10', t('车架总成', 'Frame assembly'), 'EA', 'SA'),
  item(4, 'SA-WHL20', t('车轮总成', 'Wheel assembly'), 'EA', 'SA'),
  item(5, 'SA-BAT30', t('36V 电池组', 'Battery pack 36V'), 'EA', 'SA'),
  item(6, 'SA-DRV40', t('驱动单元', 'Drive unit'), 'EA', 'SA'),
  item(7, 'RM-TUB01', t('铝合金管', 'Aluminium tube'), 'M', 'RM'),
  item(8, 'RM-SPK02', t('辐条', 'Spoke'), 'EA', 'RM'),
  item(9, 'RM-RIM03', t('28 寸轮圈', 'Rim 28"'), 'EA', 'RM'),
  item(10, 'RM-TYR04', t('28 寸轮胎', 'Tyre 28"'), 'EA', 'RM'),
  item(11, 'RM-CEL05', t('21700 锂电芯', 'Li-ion cell 21700'), 'EA', 'RM'),
  item(12, 'RM-BMS06', t('电池管理板', 'Battery management board'), 'EA', 'RM'),
  item(13, 'RM-MOT07', t('250W 轮毂电机', 'Hub motor 250W'), 'EA', 'RM'),
  item(14, 'RM-PNT08', t('粉末涂料', 'Powder paint'), 'KG', 'RM'),
  item(15, 'RM-BLT09', t('M6 螺栓', 'Bolt M6'), 'EA', 'RM'),
];

/** The units a line may be counted in. */
export const UNITS = ['EA', 'KG', 'M', 'PCS'];

const frame: SeedLine = [
  'SA-FRM10',
  1,
  'EA',
  0,
  [
    ['RM-TUB01', 2.4, 'M', 3],
    ['RM-PNT08', 0.6, 'KG', 5],
    ['RM-BLT09', 12, 'EA', 1],
  ],
];
const wheel: SeedLine = [
  'SA-WHL20',
  2,
  'EA',
  0,
  [
    ['RM-RIM03', 1, 'EA', 0],
    ['RM-SPK02', 36, 'EA', 2],
    ['RM-TYR04', 1, 'EA', 0],
  ],
];
const battery: SeedLine = [
  'SA-BAT30',
  1,
  'EA',
  0,
  [
    ['RM-CEL05', 40, 'EA', 1],
    ['RM-BMS06', 1, 'EA', 0],
  ],
];

export const seedBoms: SeedBom[] = [
  {
    bomId: 1,
    itemCode: 'FG-EB100',
    revision: 'A',
    bomStatus: 'ACTIVE',
    lines: [frame, wheel, battery, ['SA-DRV40', 1, 'EA', 0, [['RM-MOT07', 1, 'EA', 0]]]],
  },
  {
    bomId: 2,
    itemCode: 'FG-EB100',
    revision: 'B',
    bomStatus: 'DRAFT',
    lines: [frame, wheel, ['SA-BAT30', 1, 'EA', 0]],
  },
  {
    bomId: 3,
    itemCode: 'FG-EB200',
    revision: 'A',
    bomStatus: 'ACTIVE',
    lines: [frame, wheel, battery, ['RM-MOT07', 1, 'EA', 0], ['RM-BLT09', 8, 'EA', 2]],
  },
  { bomId: 4, itemCode: 'SA-WHL20', revision: 'A', bomStatus: 'ACTIVE', lines: wheel[4] ?? [] },
  { bomId: 5, itemCode: 'SA-BAT30', revision: 'A', bomStatus: 'ACTIVE', lines: battery[4] ?? [] },
  {
    bomId: 6,
    itemCode: 'SA-FRM10',
    revision: 'A',
    bomStatus: 'OBSOLETE',
    lines: [['RM-TUB01', 2.6, 'M', 5]],
  },
];
