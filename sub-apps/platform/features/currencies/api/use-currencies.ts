/** The currency list and saving a currency, through react-query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { notifications } from '@polaris/core/request/notify';
import type { CurrencyQuery, CurrencyUpdate } from '@polaris/core/services/platform/types';
import { fetchCurrencies } from './fetch-currencies';
import { updateCurrency } from './update-currency';

const CURRENCIES = ['hpfm', 'currencies'] as const;

export function useCurrencyList() {
  return usePagedList({ key: CURRENCIES, fetch: (query: CurrencyQuery) => fetchCurrencies(query) });
}

export function useUpdateCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: CurrencyUpdate) => updateCurrency(update),
    // a failure (a stale version among them): told by the request layer; the dialog stays open
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: CURRENCIES });
    },
  });
}
