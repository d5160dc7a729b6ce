// Data hierarchies per tenant (only served to users whose dataHierarchyFlag is 1). A session starts
// on each hierarchy's `initialValue` (or none) and switches with PUT …/data-hierarchies/switch.
import type { HierarchyDisplayStyle } from '../server/platform-types';
import type { Texts } from './lovs';

export interface SeedHierarchy {
  dataHierarchyId: number;
  tenantId: number;
  code: string;
  name: Texts;
  displayStyle: HierarchyDisplayStyle;
  initialValue: string | null;
  values: { value: string; meaning: Texts }[];
}

const t = (zh_CN: string, en_US: string): Texts => ({ zh_CN, en_US });

export const seedHierarchies: SeedHierarchy[] = [
  {
    dataHierarchyId: 1,
    tenantId: 1,
    code: 'PROJECT',
    name: t('项目', 'Project'),
    displayStyle: 'SELECT',
    initialValue: 'P001',
    values: [
      { value: 'P001', meaning: t('阳光花园', 'Sunrise Garden') },
      { value: 'P002', meaning: t('湖畔苑', 'Lakeside Court') },
      { value: 'P003', meaning: t('中央广场', 'Central Plaza') },
    ],
  },
  {
    dataHierarchyId: 2,
    tenantId: 1,
    code: 'COMPANY',
    name: t('公司', 'Company'),
    displayStyle: 'MODAL',
    initialValue: null,
    values: [
      { value: 'C01', meaning: t('Acme 物业（上海）', 'Acme Property Shanghai') },
      { value: 'C02', meaning: t('Acme 物业（苏州）', 'Acme Property Suzhou') },
    ],
  },
  {
    dataHierarchyId: 3,
    tenantId: 2,
    code: 'PLANT',
    name: t('工厂', 'Plant'),
    displayStyle: 'MODAL',
    initialValue: 'F01',
    values: [
      { value: 'F01', meaning: t('上海工厂', 'Shanghai Plant') },
      { value: 'F02', meaning: t('苏州工厂', 'Suzhou Plant') },
    ],
  },
];

/** How the header offers the switch, per tenant (GET …/switch/display-style/value). */
export const hierarchyDisplayStyles: Record<number, HierarchyDisplayStyle> = {
  1: 'SELECT',
  2: 'MODAL',
};
