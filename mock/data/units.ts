// The organisations' unit trees (/hpfm/organization, -org): a few levels of companies,
// departments and teams for Acme (tenant 1) and Globex (tenant 2). Ids are given in seed order
// (depth first), so each tenant's first unit is its top company: Acme 1, Globex 10.
import type { UnitTypeCode } from '../../src/services/platform/unit-types';

export interface SeedUnit {
  code: string;
  name: string;
  type: UnitTypeCode;
  enabled?: false;
  children?: SeedUnit[];
}

const unit = (code: string, name: string, type: UnitTypeCode, children?: SeedUnit[]): SeedUnit => ({
  code,
  name,
  type,
  children,
});

export const seedUnits: Record<number, SeedUnit[]> = {
  1: [
    unit('ACME', 'Acme Group', 'COMPANY', [
      unit('ACME-HQ', 'Headquarters', 'DEPARTMENT', [
        unit('ACME-FIN', 'Finance', 'DEPARTMENT'),
        unit('ACME-HR', 'Human Resources', 'DEPARTMENT'),
      ]),
      unit('ACME-PS', 'Acme Property Services', 'COMPANY', [
        unit('ACME-MNT', 'Maintenance', 'DEPARTMENT', [unit('ACME-RPR', 'Repairs Team', 'TEAM')]),
        unit('ACME-CS', 'Customer Service', 'DEPARTMENT'),
      ]),
    ]),
    { ...unit('ACME-OLD', 'Former Branch', 'COMPANY'), enabled: false },
  ],
  2: [
    unit('GLOBEX', 'Globex Manufacturing', 'COMPANY', [
      unit('GLX-P1', 'Plant One', 'DEPARTMENT', [unit('GLX-ASM', 'Assembly Line', 'TEAM')]),
      unit('GLX-QA', 'Quality', 'DEPARTMENT'),
    ]),
    unit('GLX-SALES', 'Globex Sales', 'COMPANY'),
  ],
};
