/**
 * A BOM's lines as the editable table holds them (a tree) and back (one save): the server's flat
 * lines nested under their parents, the table's changed rows as the save's changes, and the
 * rules of one line the table checks before anything is sent (spec §5), the same the gateway
 * checks again: a quantity above 0, no component twice under one parent, no item inside itself.
 */
import type { EditableRow, RowPlace } from '@polaris/core/kit/editable-table/types';
import type {
  BomLineChange,
  BomLineDto,
} from '@polaris/core/services/production/engineering-types';

/** A line in the table: a saved one, or a new one (its key the table's, its `lineRef` ours). */
export interface BomLineValues {
  bomLineId: number | string;
  parentLineId: number | null;
  /** A new line's own reference, which a new line under it names as `parentRef`. */
  lineRef?: string;
  parentRef?: string | null;
  componentCode?: string;
  quantity?: number | null;
  uom?: string;
  scrapRate?: number | null;
  objectVersionNumber?: number;
}

export type LineRow = EditableRow<BomLineValues>;

/** The server's flat lines (parents first) as a tree; a line's order among siblings is kept. */
export function linesToTree(lines: readonly BomLineDto[]): LineRow[] {
  const rows = new Map<number, LineRow>();
  const roots: LineRow[] = [];
  for (const line of lines) {
    const row: LineRow = {
      bomLineId: line.bomLineId,
      parentLineId: line.parentLineId,
      componentCode: line.componentCode,
      quantity: line.quantity,
      uom: line.uom,
      scrapRate: line.scrapRate,
      objectVersionNumber: line.objectVersionNumber,
    };
    rows.set(line.bomLineId, row);
    const parent = line.parentLineId === null ? undefined : rows.get(line.parentLineId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

/** The values of a new line under `parent` (none: at the top), with its reference `lineRef`. */
export function newLine(parent: LineRow | undefined, lineRef: string): BomLineValues {
  const saved = typeof parent?.bomLineId === 'number' ? parent.bomLineId : null;
  return {
    bomLineId: lineRef,
    lineRef,
    parentLineId: saved,
    parentRef: parent && saved === null ? (parent.lineRef ?? null) : null,
    quantity: 1,
    uom: 'EA',
    scrapRate: 0,
  };
}

/** The table's changed rows (parents before children) as the save's changes. */
export function toSaveLines(rows: readonly LineRow[]): BomLineChange[] {
  return rows.flatMap((row): BomLineChange[] => {
    const fields = {
      componentCode: row.componentCode ?? '',
      quantity: row.quantity ?? 0,
      uom: row.uom ?? '',
      scrapRate: row.scrapRate ?? 0,
    };
    if (row._status === 'create') {
      return [
        {
          _status: 'create',
          lineRef: row.lineRef ?? '',
          parentLineId: row.parentLineId,
          parentRef: row.parentRef ?? null,
          ...fields,
        },
      ];
    }
    if (typeof row.bomLineId !== 'number' || row.objectVersionNumber === undefined) return [];
    const ref = { bomLineId: row.bomLineId, objectVersionNumber: row.objectVersionNumber };
    if (row._status === 'delete') return [{ _status: 'delete', ...ref }];
    if (row._status === 'update') return [{ _status: 'update', ...ref, ...fields }];
    return [];
  });
}

/** What is wrong with a line's component where it stands, if anything. */
export function componentProblem(
  code: unknown,
  place: RowPlace<BomLineValues>,
  bomItem: string,
): 'duplicate' | 'cycle' | undefined {
  if (typeof code !== 'string' || code === '') return undefined;
  if (place.siblings.some((other) => other.componentCode === code)) return 'duplicate';
  if (code === bomItem || place.parents.some((parent) => parent.componentCode === code)) {
    return 'cycle';
  }
  return undefined;
}

/** A quantity must be a number above 0 (0 of something is not a component). */
export const quantityProblem = (value: unknown): 'quantity' | undefined =>
  typeof value === 'number' && value > 0 ? undefined : 'quantity';
