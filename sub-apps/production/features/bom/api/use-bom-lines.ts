/**
 * A BOM's lines through react-query (in the user's language: component names are translated),
 * the item master for the component picker, and the save, which refreshes the BOM list too.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { notifications } from '@polaris/core/request/notify';
import type { BomLinesSave } from '@polaris/core/services/production/engineering-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBomLines } from './fetch-bom-lines';
import { fetchItems } from './fetch-items';
import { saveBomLines } from './save-bom-lines';

/** More than the item master holds: the picker gets it in one answer. */
const ALL_ITEMS = 1000;

export const BOMS_KEY = ['mes', 'boms'] as const;

const linesKey = (bomId: number, language: string) => ['mes', 'bom-lines', bomId, language];

export function useBomLines(bomId: number) {
  const { language } = useIntl();
  return useQuery({
    queryKey: linesKey(bomId, language),
    queryFn: () => fetchBomLines(bomId),
  });
}

export function useItems() {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['mes', 'items', language],
    queryFn: async () => (await fetchItems({ page: 0, size: ALL_ITEMS })).content,
  });
}

export function useSaveBomLines(bomId: number) {
  const { language } = useIntl();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: BomLinesSave) => saveBomLines(bomId, save),
    // a failure (a refused row, a stale version): the request layer shows the server's message,
    // and the table keeps every row as the user left it
    onSuccess: (saved) => {
      notifications.success();
      client.setQueryData(linesKey(bomId, language), saved);
      void client.invalidateQueries({ queryKey: BOMS_KEY });
    },
  });
}
