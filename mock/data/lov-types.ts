// Shapes of the lookup seeds (mock/data/lovs.ts, value-sets.ts): texts in both answer languages,
// value sets with their values, data lookups with their rows, and lookups served from a URL.
import type { LanguageCode } from '../server/types';

export interface Texts {
  zh_CN: string;
  en_US: string;
}

export const t = (zh_CN: string, en_US: string): Texts => ({ zh_CN, en_US });

export interface SeedLovValue {
  value: string;
  meaning: Texts;
  tag?: string;
  description?: Texts;
  /** Disabled values stay on the value set page but no lookup answers them. Default 1. */
  enabledFlag?: 0 | 1;
}

/** What every kind of lookup header has besides its code and type. */
interface SeedLovHeader {
  lovCode: string;
  name: Texts;
  description?: Texts;
  /** The organisation that owns the set; 0 (the default) is a predefined platform set. */
  tenantId?: number;
  /** A disabled lookup answers no values. Default 1. */
  enabledFlag?: 0 | 1;
}

export interface SeedValueSet extends SeedLovHeader {
  lovType: 'IDP';
  /** Values in display order; orderSeq is 10, 20, … */
  values: SeedLovValue[];
}

export type DataRow = Record<string, string | number | null>;

export interface SeedDataLov extends SeedLovHeader {
  lovType: 'SQL';
  valueField: string;
  displayField: string;
  /** Tenant-level rows are filtered by the organisation in the path; site rows are not. */
  tenantScoped: boolean;
  /** The rows, or the rows in a language when they carry names. */
  rows: DataRow[] | ((lang: LanguageCode) => DataRow[]);
}

/** A lookup whose data a remote address serves (the mock lists it but serves no data). */
export interface SeedUrlLov extends SeedLovHeader {
  lovType: 'URL';
}

export type SeedLov = SeedValueSet | SeedDataLov | SeedUrlLov;
