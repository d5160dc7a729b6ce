/**
 * Texts shipped with the production sub-app: its title, each page's in its feature folder and the
 * component kit's. The gateway's prompt texts override them. Languages other than these fall back
 * to English.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as bom } from './features/bom/texts';
import { texts as capacity } from './features/capacity/texts';
import { texts as dailyReport } from './features/daily-report/texts';
import { texts as gantt } from './features/gantt/texts';
import { texts as inspections } from './features/inspections/texts';
import { texts as plans } from './features/plans/texts';
import { texts as routings } from './features/routings/texts';
import { texts as workOrders } from './features/work-orders/texts';

const app: Record<string, TextMap> = {
  en_US: { 'mes.app.title': 'Production' },
  zh_CN: { 'mes.app.title': '生产管理' },
};

const languages = ['en_US', 'zh_CN'];

// One line per feature folder.
const parts: Record<string, TextMap>[] = [
  kitTexts,
  app,
  bom,
  capacity,
  dailyReport,
  gantt,
  plans,
  workOrders,
  routings,
  inspections,
];

export const productionTexts: Record<string, TextMap> = Object.fromEntries(
  languages.map((lang) => [lang, Object.assign({}, ...parts.map((part) => part[lang]))]),
);
