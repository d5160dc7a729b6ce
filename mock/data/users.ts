// Seed accounts. Passwords are plain here: the gateway compares them after RSA-decrypting the
// password the login page sends.
import type { LanguageCode } from '../server/types';

export interface SeedMembership {
  roleId: number;
  memberRoleId: number;
}

export interface SeedUser {
  id: number;
  loginName: string;
  password: string;
  realName: string;
  email: string;
  phone: string;
  language: LanguageCode;
  timeZone: string;
  waterMarkFlag: 0 | 1;
  dataHierarchyFlag: 0 | 1;
  memberships: SeedMembership[];
  defaultRoleId: number;
  defaultTenantId: number;
}

export const seedUsers: SeedUser[] = [
  {
    id: 1,
    loginName: 'admin',
    password: 'Admin@1234',
    realName: '管理员',
    email: 'admin@polaris.example',
    phone: '13800000001',
    language: 'zh_CN',
    timeZone: 'GMT+8',
    waterMarkFlag: 0,
    dataHierarchyFlag: 0,
    memberships: [
      { roleId: 1, memberRoleId: 101 },
      { roleId: 2, memberRoleId: 102 },
    ],
    defaultRoleId: 1,
    defaultTenantId: 0,
  },
  {
    id: 2,
    loginName: 'alice',
    password: 'Alice@1234',
    realName: 'Alice Chen',
    email: 'alice@acme.example',
    phone: '13800000002',
    language: 'en_US',
    timeZone: 'GMT+8',
    waterMarkFlag: 1,
    dataHierarchyFlag: 1,
    memberships: [
      { roleId: 11, memberRoleId: 201 },
      { roleId: 12, memberRoleId: 202 },
    ],
    defaultRoleId: 11,
    defaultTenantId: 1,
  },
];
