/**
 * The editable table's changed rows as the batch save wants them: created rows with the set's id
 * and their fields, updated rows with their id and version, deleted rows with id and version only.
 */
import type { EditableRow } from '@polaris/core/kit/editable-table/types';
import type { LovValueRowDto, LovValueSaveRow } from '@polaris/core/services/platform/types';

export type ValueRow = EditableRow<Partial<LovValueRowDto>>;

export function toSaveRows(lovId: number, rows: readonly ValueRow[]): LovValueSaveRow[] {
  return rows.flatMap((row): LovValueSaveRow[] => {
    const fields = {
      value: String(row.value ?? '').trim(),
      meaning: String(row.meaning ?? '').trim(),
      orderSeq: row.orderSeq ?? undefined,
      enabledFlag: row.enabledFlag ?? 1,
      description: row.description ?? null,
    };
    if (row._status === 'create') return [{ _status: 'create', lovId, ...fields }];
    if (row.lovValueId === undefined || row.objectVersionNumber === undefined) return [];
    const ref = { lovValueId: row.lovValueId, objectVersionNumber: row.objectVersionNumber, lovId };
    if (row._status === 'delete') return [{ _status: 'delete', ...ref }];
    if (row._status === 'update') return [{ _status: 'update', ...ref, ...fields }];
    return [];
  });
}
