/**
 * Texts shipped with the property sub-app: its title, its start-up's, each page's in its feature
 * folder and the component kit's. The gateway's prompt texts override them. A text may name the
 * tenant's label for a house as `{house}` (set by the start-up). Languages other than these fall
 * back to English.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as bills } from './features/bills/texts';
import { texts as chargeStandards } from './features/charge-standards/texts';
import { texts as receipts } from './features/receipts/texts';
import { texts as complaints } from './features/complaints/texts';
import { texts as repairOrders } from './features/repair-orders/texts';
import { texts as houses } from './features/houses/texts';
import { texts as owners } from './features/owners/texts';
import { texts as projects } from './features/projects/texts';
import { texts as startup } from './features/startup/texts';

const app: Record<string, TextMap> = {
  en_US: { 'wuye.app.title': 'Property Management' },
  zh_CN: { 'wuye.app.title': '物业管理' },
};

const languages = ['en_US', 'zh_CN'];

// One line per feature folder.
const parts: Record<string, TextMap>[] = [
  kitTexts,
  app,
  startup,
  projects,
  houses,
  owners,
  chargeStandards,
  bills,
  receipts,
  repairOrders,
  complaints,
];

export const propertyTexts: Record<string, TextMap> = Object.fromEntries(
  languages.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
);
