// The translatable fields the Multilingual Texts page lists and `multi-language` reads and writes
// by table, field and id: the platform's value set meanings, currency names and lookup view
// names. Each is read from and written to its own store, so every display of the field (lookups,
// the currency list, a lookup dialog's title) shows the saved text in its language.
import type { Texts } from '../../data/lov-types';
import type { GatewayState } from '../state';

export interface TranslatableRecord {
  id: number;
  recordCode: string;
  texts: Texts;
}

export interface TranslatableField {
  tableName: string;
  fieldName: string;
  records(state: GatewayState): TranslatableRecord[];
  write(state: GatewayState, id: number, texts: Texts): void;
}

export const TRANSLATABLE_FIELDS: TranslatableField[] = [
  {
    tableName: 'hpfm_lov_value',
    fieldName: 'meaning',
    records: (state) =>
      state.admin.valueSets
        .headers()
        .filter((header) => header.tenantId === 0 && header.lovTypeCode === 'IDP')
        .flatMap((header) =>
          state.admin.valueSets.values(header.lovId).map((value) => ({
            id: value.lovValueId,
            recordCode: `${header.lovCode}.${value.value}`,
            texts: value.meaning,
          })),
        ),
    write: (state, id, texts) => void state.admin.valueSets.translateValue(id, texts),
  },
  {
    tableName: 'hpfm_currency',
    fieldName: 'currencyName',
    records: (state) =>
      state.admin.currencies.list().map((currency) => ({
        id: currency.currencyId,
        recordCode: currency.currencyCode,
        texts: currency.name,
      })),
    write: (state, id, texts) => void state.admin.currencies.translateName(id, texts),
  },
  {
    tableName: 'hpfm_lov_view_header',
    fieldName: 'viewName',
    records: (state) =>
      state.admin.lovViews.list().map((view) => ({
        id: view.viewHeaderId,
        recordCode: view.viewCode,
        texts: view.viewName,
      })),
    write: (state, id, texts) => void state.admin.lovViews.translateName(id, texts),
  },
];

export function translatableField(
  tableName: string | null,
  fieldName: string | null,
): TranslatableField | undefined {
  return TRANSLATABLE_FIELDS.find(
    (field) => field.tableName === tableName && field.fieldName === fieldName,
  );
}
