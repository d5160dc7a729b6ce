/**
 * Master data of the platform (Countries and Regions, Banks, Calendars): the shapes of
 * `{platform}/v1/countries`, `…/countries/{countryId}/regions`, `…/banks` and `…/calendars`,
 * shared by the pages and the mock gateway. Names are in the caller's language.
 */

/** One row of `GET {platform}/v1/countries` (HZERO's country definition). */
export interface CountryAdminDto {
  countryId: number;
  /** ISO 3166-1 alpha-2, fixed once created. */
  countryCode: string;
  countryName: string;
  enabledFlag: number;
  objectVersionNumber: number;
}

export interface CountryQuery {
  countryCode?: string;
  countryName?: string;
  enabledFlag?: number;
}

/** What a create sends (the code once), and an update (id and version, changed fields). */
export interface CountrySave {
  countryId?: number;
  objectVersionNumber?: number;
  countryCode?: string;
  countryName: string;
  enabledFlag: number;
}

/** One row of `GET {platform}/v1/countries/{countryId}/regions`. */
export interface RegionDto {
  regionId: number;
  countryId: number;
  regionCode: string;
  regionName: string;
  enabledFlag: number;
  objectVersionNumber: number;
}

export interface RegionQuery {
  regionCode?: string;
  regionName?: string;
}

export interface RegionSave {
  regionId?: number;
  objectVersionNumber?: number;
  regionCode?: string;
  regionName: string;
  enabledFlag: number;
}

/** One row of `GET {platform}/v1/banks` (HZERO's bank definition, site level). */
export interface BankDto {
  bankId: number;
  bankCode: string;
  bankName: string;
  bankShortName: string | null;
  enabledFlag: number;
  objectVersionNumber: number;
}

export interface BankQuery {
  bankCode?: string;
  bankName?: string;
  enabledFlag?: number;
}

export interface BankSave {
  bankId?: number;
  objectVersionNumber?: number;
  bankCode?: string;
  bankName: string;
  bankShortName: string | null;
  enabledFlag: number;
}

/** What a delete names: the record and the version read. */
export interface RecordRef {
  objectVersionNumber: number;
}

/** One row of `GET {platform}/v1/{organizationId}/calendars`: a calendar of the organisation. */
export interface CalendarDto {
  calendarId: number;
  tenantId: number;
  calendarName: string;
  countryId: number | null;
  countryName: string | null;
  description: string | null;
  enabledFlag: number;
  objectVersionNumber: number;
}

export interface CalendarQuery {
  calendarName?: string;
}

export interface CalendarSave {
  calendarId?: number;
  objectVersionNumber?: number;
  calendarName: string;
  countryId: number | null;
  description: string | null;
  enabledFlag: number;
}

/** HOLIDAY: a day off (a weekday made free); WORKDAY: a working day (a weekend day worked). */
export type HolidayType = 'HOLIDAY' | 'WORKDAY';

/**
 * A day of a calendar that differs from its weekly rule (Monday to Friday working), as `GET
 * …/calendars/{calendarId}/days?year=` lists them and `PUT …/days` saves one (`holidayType`
 * null: the day follows the weekly rule again).
 */
export interface CalendarDayDto {
  /** `YYYY-MM-DD`. */
  date: string;
  holidayType: HolidayType;
  reason: string | null;
}

export interface CalendarDaySave {
  date: string;
  holidayType: HolidayType | null;
  reason: string | null;
}
