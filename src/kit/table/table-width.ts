/**
 * The width a table scrolls to (spec section 9): each column's width, 200 for a column without
 * one, plus 1. Use as `<Table scroll={{ x: tableScrollX(columns) }} />` so columns never squeeze.
 */

export const DEFAULT_COLUMN_WIDTH = 200;

/** The column fields the rule reads; antd's `ColumnsType` fits. */
export interface SizedColumn {
  width?: number | string;
  hidden?: boolean;
  children?: readonly SizedColumn[];
}

/** A width in px (`120`, `'120'`, `'120px'`); anything else (`'20%'`) counts as the default. */
function columnWidth(width: number | string | undefined): number {
  if (typeof width === 'number' && width > 0) return width;
  const px = typeof width === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(width) : null;
  return px ? Number(px[1]) : DEFAULT_COLUMN_WIDTH;
}

/** The summed width of the shown columns; a group's width is its children's. */
function columnsWidth(columns: readonly SizedColumn[]): number {
  return columns
    .filter((column) => !column.hidden)
    .reduce(
      (sum, column) =>
        sum + (column.children?.length ? columnsWidth(column.children) : columnWidth(column.width)),
      0,
    );
}

export function tableScrollX(columns: readonly SizedColumn[]): number {
  return columnsWidth(columns) + 1;
}
