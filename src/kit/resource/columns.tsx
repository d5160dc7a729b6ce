/**
 * A resource's column declarations → antd columns: headings in the user's language, each kind of
 * cell rendered the one way the kit renders it, the server sort shown as the list holds it.
 * Pure apart from the small cell components, so the table gets new column objects only when the
 * language, the formats or the sort change (a table of many columns re-renders no more).
 */
import { Button, Tag, Tooltip, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { formatServerDate } from '../../i18n/format-date';
import type { SortRequest } from '../../request/paging';
import { formatFileSize } from '../attachment/rules';
import { CodeText } from '../format/CodeText';
import { formatNumber } from '../format/number';
import { StatusBadge, StatusTag } from '../status/StatusBadge';
import type { StatusView } from '../status/status-view';
import { formatRecentDate } from '../time/recent-date';
import type { CellContext, ColumnSpec } from './types';

export type Cell = (value: unknown, row: object, cell: CellContext) => ReactNode;

const asText = (value: unknown): ReactNode =>
  value === null || value === undefined ? '' : (value as ReactNode);

/** How each kind of cell shows its value (`status` and `tag` also take the column's rule). */
export function cellOf<R>(spec: ColumnSpec<R>): Cell {
  if (spec.render) return spec.render as unknown as Cell;
  const rule = spec.status as ((value: unknown) => StatusView | undefined) | undefined;
  const raw = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : null;
  switch (spec.kind) {
    case 'code':
      return (value) => (typeof value === 'string' ? <CodeText code={value} /> : asText(value));
    case 'date':
      return (value, _row, cell) => formatServerDate(value as string | null, cell.dateFormat);
    case 'dateTime':
      return (value, _row, cell) => formatServerDate(value as string | null, cell.dateTimeFormat);
    case 'recent':
      return (value, _row, cell) =>
        value ? (
          <Tooltip title={formatServerDate(value as string, cell.dateTimeFormat)}>
            <span>{formatRecentDate(value as string, cell.now, cell)}</span>
          </Tooltip>
        ) : (
          ''
        );
    case 'number':
      return (value, _row, cell) =>
        typeof value === 'number' ? formatNumber(value, cell.language) : asText(value);
    case 'fileSize':
      return (value) => formatFileSize(value as number | undefined);
    case 'status':
      return (value) => <StatusBadge view={rule?.(value)} fallback={raw(value)} />;
    case 'tag':
      return (value) =>
        rule ? <StatusTag view={rule(value)} fallback={raw(value)} /> : <Tag>{asText(value)}</Tag>;
    default:
      return asText;
  }
}

export interface ColumnOptions<R> {
  texts: string;
  cell: CellContext;
  sort: SortRequest | null;
  /** A click on an `opens` column: the key it names, or `detail`. */
  onOpen: (key: string, row: R) => void;
}

export const headingOf = <R,>(spec: ColumnSpec<R>, texts: string, t: CellContext['t']) =>
  t(spec.title ?? `${texts}.field.${spec.field}`);

export function tableColumns<R extends object>(
  specs: readonly ColumnSpec<R>[],
  { texts, cell, sort, onOpen }: ColumnOptions<R>,
): TableColumnType<R>[] {
  return specs.map((spec) => {
    const show = cellOf(spec);
    const opens = spec.opens === true ? 'detail' : spec.opens;
    return {
      key: spec.field,
      dataIndex: spec.computed ? undefined : spec.field,
      title: headingOf(spec, texts, cell.t),
      width: spec.width,
      align:
        spec.align ?? (spec.kind === 'number' || spec.kind === 'fileSize' ? 'right' : undefined),
      sorter: spec.sort ?? false,
      sortOrder: spec.sort ? (sort?.field === spec.field ? (sort.order ?? null) : null) : undefined,
      render: (value: unknown, row: R) => {
        const shown = show(value, row, cell);
        if (!opens) return shown;
        return (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => onOpen(opens, row)}
          >
            {shown}
          </Button>
        );
      },
    };
  });
}

/** The columns a column export sends: fields of the row, in the order shown, with headings. */
export function exportColumnsOf<R>(
  specs: readonly ColumnSpec<R>[],
  shown: readonly { key?: unknown }[],
  texts: string,
  t: CellContext['t'],
): { field: string; title: string }[] {
  const byField = new Map(specs.map((spec) => [spec.field, spec]));
  return shown
    .map((column) => byField.get(String(column.key)))
    .filter((spec): spec is ColumnSpec<R> => Boolean(spec && !spec.computed && !spec.noExport))
    .map((spec) => ({ field: spec.field, title: headingOf(spec, texts, t) }));
}
