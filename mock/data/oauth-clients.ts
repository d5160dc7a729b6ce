// Seed OAuth clients (/hiam/client). `localhost` is the product's own client (its runtime config's
// clientId): its redirect addresses are the gateway's own origins and the origins it was told to
// trust, so the product signs in wherever it is served. An address written as a path ('/mobile/')
// is registered on each of those origins; the gateway resolves it when it starts.
export interface SeedClient {
  id: number;
  name: string;
  authorizedGrantTypes: string[];
  redirectUris: string[];
  accessTokenValidity: number;
  refreshTokenValidity: number;
  enabledFlag: 0 | 1;
}

/** The product's own client: the runtime config's `clientId`. */
export const PRODUCT_CLIENT = 'localhost';

export const seedClients: SeedClient[] = [
  {
    id: 1,
    name: PRODUCT_CLIENT,
    authorizedGrantTypes: ['implicit', 'password', 'refresh_token'],
    redirectUris: ['/'],
    accessTokenValidity: 3600,
    refreshTokenValidity: 86400,
    enabledFlag: 1,
  },
  {
    id: 2,
    name: 'polaris-mobile',
    authorizedGrantTypes: ['implicit', 'refresh_token'],
    redirectUris: ['/mobile/', '/mobile-preview/'],
    accessTokenValidity: 7200,
    refreshTokenValidity: 604800,
    enabledFlag: 1,
  },
  {
    id: 3,
    name: 'hitf-integration',
    authorizedGrantTypes: ['client_credentials'],
    redirectUris: [],
    accessTokenValidity: 1800,
    refreshTokenValidity: 3600,
    enabledFlag: 1,
  },
  {
    id: 4,
    name: 'report-portal',
    authorizedGrantTypes: ['authorization_code', 'refresh_token'],
    redirectUris: ['https://reports.acme.example/callback'],
    accessTokenValidity: 3600,
    refreshTokenValidity: 86400,
    enabledFlag: 0,
  },
];
