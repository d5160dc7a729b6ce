// Seed roles. Each role belongs to one tenant and has its own menu tree.
import type { RoleLevel } from '../server/types';
import type { LocalNames } from './languages';
import type { MenuDef } from './menus/define';
import {
  productionPlannerMenu,
  propertyManagerMenu,
  tenantAdminMenu,
} from './menus/organization-roles';
import { siteAdminMenu } from './menus/site-admin';

export interface SeedRole {
  id: number;
  code: string;
  name: LocalNames & { zh_CN: string };
  level: RoleLevel;
  tenantId: number;
  adminFlag: 0 | 1;
  labels: string[];
  menu: MenuDef[];
}

export const seedRoles: SeedRole[] = [
  {
    id: 1,
    code: 'administrator',
    name: {
      zh_CN: '平台管理员',
      en_US: 'Platform Administrator',
      ja_JP: 'プラットフォーム管理者',
      de_DE: 'Plattformadministrator',
    },
    level: 'site',
    tenantId: 0,
    adminFlag: 1,
    labels: ['SITE_ADMIN'],
    menu: siteAdminMenu,
  },
  {
    id: 2,
    code: 'tenant-admin',
    name: {
      zh_CN: '租户管理员',
      en_US: 'Tenant Administrator',
      ja_JP: 'テナント管理者',
      de_DE: 'Mandantenadministrator',
    },
    level: 'organization',
    tenantId: 1,
    adminFlag: 1,
    labels: ['TENANT_ADMIN'],
    menu: tenantAdminMenu,
  },
  {
    id: 11,
    code: 'acme-property-manager',
    name: {
      zh_CN: '物业经理',
      en_US: 'Property Manager',
      ja_JP: '物件マネージャー',
      de_DE: 'Immobilienverwalter',
    },
    level: 'organization',
    tenantId: 1,
    adminFlag: 0,
    labels: [],
    menu: propertyManagerMenu,
  },
  {
    id: 12,
    code: 'globex-production-planner',
    name: {
      zh_CN: '生产计划员',
      en_US: 'Production Planner',
      ja_JP: '生産計画担当',
      de_DE: 'Produktionsplaner',
    },
    level: 'organization',
    tenantId: 2,
    adminFlag: 0,
    labels: [],
    menu: productionPlannerMenu,
  },
];
