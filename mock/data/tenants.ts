// Seed tenants. Tenant 0 is the platform itself (site level). Names are served in the user's
// language where translated, else in en_US (company names have no Chinese form here).
import type { LocalNames } from './languages';

export interface SeedTenant {
  id: number;
  num: string;
  /** The en_US name: also what exports and logs show. */
  name: string;
  names: LocalNames;
}

export const seedTenants: SeedTenant[] = [
  {
    id: 0,
    num: 'HZERO',
    name: 'HZERO Platform',
    names: { en_US: 'HZERO Platform', ja_JP: 'HZERO プラットフォーム', de_DE: 'HZERO-Plattform' },
  },
  {
    id: 1,
    num: 'ACME',
    name: 'Acme Property',
    names: { en_US: 'Acme Property', ja_JP: 'Acme 不動産', de_DE: 'Acme Immobilien' },
  },
  {
    id: 2,
    num: 'GLOBEX',
    name: 'Globex Manufacturing',
    names: { en_US: 'Globex Manufacturing', ja_JP: 'Globex 製造', de_DE: 'Globex Fertigung' },
  },
];
