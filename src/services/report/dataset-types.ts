/**
 * Report datasets (`/hrpt/v1/datasets`, site level): a named query over one of the gateway's data
 * sources with typed parameters. A parameter filters the source's field of its name: `field`
 * equals (a number or a select) or contains (text) the value; `fieldFrom` / `fieldTo` bound a
 * date or number field from below / above. Dates are `YYYY-MM-DD`.
 */
import type { PagedQuery } from '../platform/types';

/** The data sources a dataset may query, and the fields each row holds (in order). */
export const DATA_SOURCES = {
  SALES: ['orderDate', 'region', 'product', 'quantity', 'amount'],
  SIGN_IN_LOG: ['loginTime', 'loginName', 'clientIp', 'result'],
} as const;
export type DataSource = keyof typeof DATA_SOURCES;
export const DATA_SOURCE_CODES = Object.keys(DATA_SOURCES) as DataSource[];

export const PARAMETER_TYPES = ['TEXT', 'NUMBER', 'DATE', 'SELECT'] as const;
export type ReportParameterType = (typeof PARAMETER_TYPES)[number];

/** One parameter of a dataset. */
export interface DatasetParameter {
  name: string;
  type: ReportParameterType;
  required: 0 | 1;
  /** Used when the report does not ask it, or the user leaves it empty. */
  defaultValue: string | null;
  /** A select's choices, comma-separated. */
  options: string | null;
}

export interface DatasetDto {
  datasetId: number;
  datasetCode: string;
  datasetName: string;
  dataSource: DataSource;
  parameters: DatasetParameter[];
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface DatasetQuery extends PagedQuery {
  /** Contains. */
  datasetCode?: string;
  /** Contains. */
  datasetName?: string;
  dataSource?: DataSource;
  enabledFlag?: 0 | 1;
}

/** `POST /hrpt/v1/datasets` (new) and `PUT` (with id and version; any field may be left out). */
export interface DatasetSave {
  datasetCode: string;
  datasetName: string;
  dataSource: DataSource;
  parameters: DatasetParameter[];
  enabledFlag: 0 | 1;
}

export type DatasetUpdate = Partial<Omit<DatasetSave, 'datasetCode'>> & {
  datasetId: number;
  objectVersionNumber: number;
};
