/**
 * The Multilingual Texts page's records (/hpfm/multi-language), shared with the gateway: one
 * translatable field of one record (HZERO's table, field and id), with its text in each answer
 * language. Saving it changes what the product shows in that language wherever it shows the field.
 */

/** The tables whose fields the page translates. */
export const TRANSLATABLE_TABLES = ['hpfm_lov_value', 'hpfm_currency', 'hpfm_lov_view_header'];

export interface MultiLanguageTextDto {
  /** `${tableName}/${fieldName}/${id}`: the row's key. */
  textKey: string;
  tableName: string;
  fieldName: string;
  id: number;
  /** What the record is, for people: a value set's code and value, a currency's code… */
  recordCode: string;
  zh_CN: string;
  en_US: string;
}

export interface MultiLanguageTextQuery {
  tableName?: string;
  recordCode?: string;
  /** Contained in the text of any language. */
  value?: string;
}

/** One row of `GET /hpfm/v1[/{orgId}]/multi-language`: a field's text in one language. */
export interface MultiLanguageValueDto {
  lang: string;
  langName: string;
  value: string;
}

/** `PUT /hpfm/v1/multi-language`: a field's texts, every answer language at once. */
export interface MultiLanguageSave {
  tableName: string;
  fieldName: string;
  id: number;
  values: { lang: string; value: string }[];
}
