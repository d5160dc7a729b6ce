/**
 * Lookup data for pages through the one server-data pattern (react-query): value sets batched
 * per page, lookup view definitions and their paged rows. Meanings follow the user's language,
 * so the language is part of every key.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/useIntl';
import { useRuntime } from '../../runtime/RuntimeProvider';
import { fetchLovData, fetchLovViewInfo, lovDataRows } from '../../services/platform/lov';
import type { LovValueDto } from '../../services/platform/types';
import { valueLoaderOf } from './value-batch';

/** Value sets change rarely; the page that edits them invalidates `lovQueryKeys.all`. */
const VALUE_SET_FRESH_MS = 5 * 60_000;

export const lovQueryKeys = {
  all: ['lov'] as const,
  values: (lovCode: string, language: string) => ['lov', 'values', lovCode, language] as const,
  view: (viewCode: string, language: string) => ['lov', 'view', viewCode, language] as const,
  rows: (lovCode: string, language: string, query: Record<string, unknown>) =>
    ['lov', 'rows', lovCode, language, query] as const,
};

export function useLovValues(lovCode: string | undefined) {
  const { language } = useIntl();
  const loader = valueLoaderOf(useRuntime());
  return useQuery({
    queryKey: lovQueryKeys.values(lovCode ?? '', language),
    queryFn: () => loader.load(lovCode ?? ''),
    enabled: Boolean(lovCode),
    staleTime: VALUE_SET_FRESH_MS,
  });
}

/** The meaning of a value in a value set, for table cells; the value itself until it loads. */
export function useLovMeaning(lovCode: string): (value: unknown) => string {
  const { data } = useLovValues(lovCode);
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    const found = data?.find((item: LovValueDto) => String(item.value) === String(value));
    return found?.meaning ?? String(value);
  };
}

/**
 * A lookup view's definition, asked again each time a dialog opens (the one before shown
 * meanwhile): a view changed on the Lookup Views page, of this app or another, shows on the
 * next open.
 */
export function useLovView(viewCode: string, enabled = true) {
  const { language } = useIntl();
  return useQuery({
    queryKey: lovQueryKeys.view(viewCode, language),
    queryFn: () => fetchLovViewInfo(viewCode),
    enabled,
    staleTime: 0,
  });
}

export interface LovRows<T> {
  rows: T[];
  total: number;
}

/** One page of a lookup's rows, the previous page kept on screen while the next loads. */
export function useLovRows<T extends Record<string, unknown>>(
  lovCode: string | undefined,
  query: Record<string, unknown>,
) {
  const { language } = useIntl();
  return useQuery({
    queryKey: lovQueryKeys.rows(lovCode ?? '', language, query),
    queryFn: async (): Promise<LovRows<T>> => {
      const data = await fetchLovData<T>(lovCode ?? '', query);
      const rows = lovDataRows(data);
      return { rows, total: Array.isArray(data) ? rows.length : data.totalElements };
    },
    enabled: Boolean(lovCode),
    placeholderData: keepPreviousData,
  });
}
