// Wire shapes of the master-data endpoints (countries, regions, banks, calendars): the client's
// DTOs (src/services/platform/master-data-types.ts) as the mock sends them, checked by `Sent`.
import type {
  BankDto,
  CalendarDayDto,
  CalendarDto,
  CountryAdminDto,
  RegionDto,
} from '../../../src/services/platform/master-data-types';
import type { Sent } from '../types';

export type CountryRow = Sent<CountryAdminDto, { enabledFlag: 0 | 1 }>;
export type RegionRow = Sent<RegionDto, { enabledFlag: 0 | 1 }>;
export type BankRow = Sent<BankDto, { enabledFlag: 0 | 1 }>;
export type CalendarRow = Sent<CalendarDto, { enabledFlag: 0 | 1 }>;
export type CalendarDayRow = Sent<CalendarDayDto, { holidayType: 'HOLIDAY' | 'WORKDAY' }>;
