// Seed tenants. Tenant 0 is the platform itself (site level).
export interface SeedTenant {
  id: number;
  num: string;
  name: string;
}

export const seedTenants: SeedTenant[] = [
  { id: 0, num: 'HZERO', name: 'HZERO Platform' },
  { id: 1, num: 'ACME', name: 'Acme Property' },
  { id: 2, num: 'GLOBEX', name: 'Globex Manufacturing' },
];
