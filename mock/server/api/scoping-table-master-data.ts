// Scope rows of the platform's master data (countries and regions, banks): read by everyone as
// the platform's, changed by a site-level role only. See scoping-types.ts for what a row says.
import { forms, methods, same, scoped, type Call, type ScopeTable } from './scoping-types';

/** A write of the platform's data: only a site-level role, on a seed record (France, Beijing, ICBC). */
const siteWrite = (call: Call) => scoped({ own: () => call, role: (c) => c.site });

const FRANCE = 24;
const CHINA = 1;
const BEIJING = 1;

export const masterDataScopes: ScopeTable = {
  ...forms('GET', '/hpfm/v1/countries', same('the platform’s countries, which every tenant reads')),
  // the platform's regions of a country, which every tenant reads
  ...forms(
    'GET',
    '/hpfm/v1/countries/:countryId/regions',
    scoped({ own: () => ({ params: { countryId: CHINA } }) }),
  ),
  ...forms('GET', '/hpfm/v1/banks', same('the platform’s banks, which every tenant reads')),
  ...forms(
    'POST',
    '/hpfm/v1/countries',
    siteWrite({ body: { countryCode: 'XA', countryName: 'Probe' } }),
  ),
  ...methods(
    ['PUT', 'DELETE'],
    '/hpfm/v1/countries',
    siteWrite({ body: { countryId: FRANCE, objectVersionNumber: 1, countryName: 'Probe' } }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/countries/:countryId/regions',
    siteWrite({ params: { countryId: CHINA }, body: { regionCode: 'XA', regionName: 'Probe' } }),
  ),
  ...methods(
    ['PUT', 'DELETE'],
    '/hpfm/v1/countries/:countryId/regions',
    siteWrite({
      params: { countryId: CHINA },
      body: { regionId: BEIJING, objectVersionNumber: 1, regionName: 'Probe' },
    }),
  ),
  ...forms('POST', '/hpfm/v1/banks', siteWrite({ body: { bankCode: 'XA', bankName: 'Probe' } })),
  ...methods(
    ['PUT', 'DELETE'],
    '/hpfm/v1/banks',
    siteWrite({ body: { bankId: 1, objectVersionNumber: 1, bankName: 'Probe' } }),
  ),
  // an organisation's calendars (Acme's seed calendar 1): the path's organisation is checked
  ...forms('GET', '/hpfm/v1/:orgId/calendars', scoped({ own: () => ({}) })),
  ...forms(
    'POST',
    '/hpfm/v1/:orgId/calendars',
    scoped({ own: () => ({ body: { calendarName: 'Probe' } }), role: (c) => c.admin }),
  ),
  ...methods(
    ['PUT', 'DELETE'],
    '/hpfm/v1/:orgId/calendars',
    scoped({
      own: () => ({ body: { calendarId: 1, objectVersionNumber: 1 } }),
      checkOwn: () => false,
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1/:orgId/calendars/:calendarId/days',
    scoped({
      own: () => ({ params: { calendarId: 1 }, query: 'year=2026' }),
      checkOwn: () => false,
    }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/:orgId/calendars/:calendarId/days',
    scoped({
      own: () => ({
        params: { calendarId: 1 },
        body: { date: '2026-10-03', holidayType: 'HOLIDAY' },
      }),
      checkOwn: () => false,
    }),
  ),
};
