// Wire shapes of the admin pages' endpoints (value sets, currencies, countries, scheduled jobs and
// their logs) and of the market's: the client's DTOs (src/services/platform/types.ts,
// src/services/scheduler/types.ts, src/services/admin/types.ts) as the mock sends them, checked at
// compile time by `Sent`.
import type {
  CountryDto,
  CurrencyCreate,
  CurrencyDto,
  LovHeaderDto,
  LovTypeCode as LovTypeCodeDto,
  LovValueRowDto,
} from '../../../src/services/platform/types';
import type {
  JobInfoDto,
  JobResult as JobResultDto,
  JobStatus as JobStatusDto,
  JobLogDto,
} from '../../../src/services/scheduler/types';
import type { FeedbackRecordDto, MarketConfigDto } from '../../../src/services/admin/types';
import type { Known, Sent } from '../types';

export type LovTypeCode = Known<LovTypeCodeDto, 'IDP' | 'SQL' | 'URL'>;
export type JobStatus = Known<JobStatusDto, 'NEW' | 'RUNNING' | 'PAUSE' | 'COMPLETE' | 'ERROR'>;
export type JobResult = Known<
  JobResultDto,
  'SUCCESS' | 'FAILED' | 'RUNNING' | 'PART' | 'UNEXECUTE'
>;

/** One row of `GET /hpfm/v1[/{orgId}]/lov-headers`, also the detail. */
export type LovHeaderRow = Sent<
  LovHeaderDto,
  { lovTypeCode: LovTypeCode; description: string | null; enabledFlag: 0 | 1 }
>;

/** One row of `GET /hpfm/v1[/{orgId}]/lov-values` and of the batch save's answer. */
export type LovValueRow = Sent<
  LovValueRowDto,
  { enabledFlag: 0 | 1; description: string | null; tag: string | null }
>;

/** One row of `GET /hpfm/v1/currencys` and the answer of its PUT. */
export type CurrencyRow = Sent<CurrencyDto, { enabledFlag: 0 | 1 }>;

/** One row of `lovs/data?lovCode=HPFM.COUNTRY`. */
export type CountryRow = Sent<CountryDto, { enabledFlag: 0 | 1 }>;

/** One row of `GET /hsdr/v1/{orgId}/job-info` and the answer of its actions. */
export type JobRow = Sent<
  JobInfoDto,
  { tenantId: number; jobStatus: JobStatus; jobStatusMeaning: string | null }
>;

/** One row of `GET /hsdr/v1/{orgId}/job-logs`. */
export type JobLogRow = Sent<JobLogDto, { jobResult: JobResult; jobResultMeaning: string | null }>;

/** `GET /hadm/v1/{tenantId}/market/config`. */
export type MarketConfig = Sent<MarketConfigDto, { feedbackFlag: boolean }>;

/** The answer of `POST /hadm/v1/{tenantId}/market/feedback`. */
export type FeedbackRecord = Sent<FeedbackRecordDto, { feedbackId: number }>;

/** `POST /hpfm/v1/currencys` as read: the client's create, its flag 0 or 1. */
export type NewCurrency = Omit<CurrencyCreate, 'enabledFlag'> & { enabledFlag: 0 | 1 };
