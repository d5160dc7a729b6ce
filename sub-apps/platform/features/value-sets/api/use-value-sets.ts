/**
 * A value set's values through react-query: all of them (the editable table pages them itself)
 * and the one-request save. A save also refreshes every lookup field showing a value set.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { lovQueryKeys } from '@polaris/core/kit/lov/use-lov';
import { notifications } from '@polaris/core/request/notify';
import type { LovValueSaveRow } from '@polaris/core/services/platform/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { fetchLovValueRows } from './fetch-lov-value-rows';
import { saveLovValues } from './save-lov-values';

/** More than any set holds: the values come in one answer. */
const ALL_VALUES = 1000;

const valuesKey = (scope: TenantScope, lovId: number, language: string) =>
  ['hpfm', 'lov-values', scope, lovId, language] as const;

export function useValueRows(scope: TenantScope, lovId: number) {
  const { language } = useIntl();
  return useQuery({
    queryKey: valuesKey(scope, lovId, language),
    queryFn: async () =>
      (await fetchLovValueRows[scope]({ lovId, page: 0, size: ALL_VALUES, sort: 'orderSeq,asc' }))
        .content,
  });
}

export function useSaveValues(scope: TenantScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: LovValueSaveRow[]) => saveLovValues(rows, scope),
    // a failure (a duplicate, a stale version): the request layer shows the server's message,
    // and the table keeps every row as the user left it
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: lovQueryKeys.all });
    },
  });
}
