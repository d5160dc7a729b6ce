/**
 * A page's columns as the user's `ui-table` definition for `code` arranges them. Until the
 * definition arrives (or when the server has none, or the call fails) the page's own columns
 * show, so a table never waits for its personalisation.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchUiTable } from '../../services/platform/ui-table';
import { personaliseColumns, type PersonalisableColumn } from './personalise';

export function usePersonalisedColumns<C extends PersonalisableColumn>(
  code: string,
  columns: readonly C[],
  options: { enabled?: boolean } = {},
): C[] {
  const { data } = useQuery({
    enabled: options.enabled ?? true,
    queryKey: ['ui-table', code],
    // asked quietly: a missing definition is no error for the user
    queryFn: () => fetchUiTable({ code }, { silent: true }),
    staleTime: Infinity,
  });
  return personaliseColumns(columns, data?.columns);
}
