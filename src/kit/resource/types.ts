/**
 * A list page as a declaration (CONTRIBUTING.md "Pages as declarations"): what a page's list,
 * search, form, actions and detail are. `<ResourcePage resource={…} />` does the rest the same on
 * every page: empty filters dropped, sizes 10/20/50/100, sort as `field,order`, the pager text,
 * 3 actions + "Action", delete with confirmation, the user's `ui-table` arrangement, the column
 * export, a failure in place with Retry, and the unsaved-input guard on an open form.
 *
 * Texts: every key is looked up with `t`; a field's label is `${texts}.field.${name}` unless the
 * spec gives `label`, an action's `${texts}.action.${key}` unless it gives `label`.
 */
import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { ListEndpoint } from '../../services/list-endpoint';
import type { StatusView } from '../status/status-view';
import type { Translate } from '../texts';

/** What a cell renderer knows besides the row: the user's language and formats. */
export interface CellContext {
  t: Translate;
  language: string;
  dateFormat: string;
  dateTimeFormat: string;
  /** The moment the list was drawn (for "today" and "yesterday"). */
  now: Date;
}

/**
 * How a cell shows its value: as it is, a code that wraps after its dots, a server date or
 * date-time in the user's format, a date by the recent-date rule (the full time as a tooltip),
 * a number (right-aligned), a file size, a status (`status` gives the rule).
 */
export type CellKind =
  | 'text'
  | 'code'
  | 'date'
  | 'dateTime'
  | 'recent'
  | 'number'
  | 'fileSize'
  | 'status'
  | 'tag';

export interface ColumnSpec<R> {
  /** The row field shown, sorted by and exported (a computed column: any unique name). */
  field: string;
  /** Heading text key (default `${texts}.field.${field}`). */
  title?: string;
  width: number;
  kind?: CellKind;
  /** The status rule of a `status` or `tag` cell. */
  status?: (value: never) => StatusView | undefined;
  /** Sortable on the server (`sort=field,asc|desc`). */
  sort?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Clicking the value opens the row's detail (or runs the action with this key). */
  opens?: true | string;
  /** Own rendering, for what no kind covers. */
  render?: (value: never, row: R, cell: CellContext) => ReactNode;
  /** Left out of the column export (computed columns are never exported). */
  noExport?: boolean;
  /** A computed column: not a field of the row. */
  computed?: boolean;
}

interface SearchBase {
  name: string;
  /** Label text key (default `${texts}.field.${name}`). */
  label?: string;
  /** Columns of 24 (default 6). */
  span?: number;
  /** Placeholder text key. */
  placeholder?: string;
}

export type SearchFieldSpec =
  | (SearchBase & { kind?: 'text' })
  | (SearchBase & { kind: 'number'; min?: number })
  | (SearchBase & { kind: 'lov'; lovCode: string })
  | (SearchBase & { kind: 'select'; options: (t: Translate) => SelectOption[] })
  /** A date-time picker; `after`/`before` name the field it must not come before/after. */
  | (SearchBase & { kind: 'dateTime'; after?: string; before?: string; withTime?: boolean })
  /** A month picker, sent as `YYYY-MM`. */
  | (SearchBase & { kind: 'month' })
  /** One range picker sent as two days (`YYYY-MM-DD`): `from` and `to`. */
  | (SearchBase & { kind: 'dateRange'; from: string; to: string });

export interface SelectOption {
  value: string | number;
  label: string;
}

/** What is wrong with a field's value: a text key, with values for it (`{label}` is given). */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

interface FormFieldBase {
  name: string;
  label?: string;
  required?: boolean;
  /** Longest text allowed. */
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Text key of the message for any rule broken (default: the kit's per-rule messages). */
  message?: string;
  /** Shown only when creating or only when editing. */
  only?: 'create' | 'edit';
  /**
   * A rule of the page's own, run on a value the other rules let through: what is wrong with it
   * (its message names the field and, say, the entry at fault), or undefined.
   */
  validate?: (value: never) => FieldProblem | undefined;
}

export type FormFieldSpec =
  | (FormFieldBase & { kind?: 'text' | 'textarea' })
  | (FormFieldBase & { kind: 'number'; precision?: number })
  | (FormFieldBase & { kind: 'switch' })
  /**
   * A write-only secret (a password, an access key's secret): typed hidden, never filled from
   * the row; when editing, a blank one keeps what is stored (its placeholder says so).
   */
  | (FormFieldBase & { kind: 'secret' })
  | (FormFieldBase & { kind: 'lov'; lovCode: string })
  | (FormFieldBase & { kind: 'lovView'; viewCode: string })
  | (FormFieldBase & {
      kind: 'select';
      options: (t: Translate) => SelectOption[];
      /** Several values may be chosen (the value is an array). */
      multiple?: boolean;
    })
  | (FormFieldBase & { kind: 'custom'; render: () => ReactNode; rules?: FormRule[] });

/** The create/edit dialog. A failed save keeps it open with what was typed. */
export interface FormSpec<R, V> {
  /** Title text key for a new record (values: none) and an edited one (values: `titleValues`). */
  createTitle?: string;
  editTitle: string;
  titleValues?: (row: R) => Record<string, string | number>;
  fields: readonly FormFieldSpec[];
  /** The form's values for a row, or for a new record (null). */
  initial(row: R | null): V;
  /** Saves; the list is asked again when it resolves. */
  save(values: V, row: R | null): Promise<unknown>;
  /** Code of the page's Create button (none: everybody may). */
  createPermission?: string;
  /** `false`: the form only edits rows (no Create button; `initial` and `save` get a row). */
  create?: false;
  width?: number;
}

/** A confirmation asked before an action: text keys, with the row's values. */
export interface ConfirmSpec<R> {
  title: string;
  content?: string;
  values?: (row: R) => Record<string, string | number>;
  /** How the translated title shows, where text alone will not do (a file name in a <bdi>). */
  renderTitle?: (title: string, row: R) => ReactNode;
  /** Text key of the OK button (default: OK), e.g. the action's own name. */
  okText?: string;
}

export interface RowActionSpec<R> {
  key: string;
  label?: string;
  permission?: string;
  danger?: boolean;
  /** Offered for this row (default: always). */
  when?: (row: R) => boolean;
  /** Shown but not usable for this row: why (a text as it is, e.g. the server's), else undefined. */
  disabledReason?: (row: R) => string | null | undefined;
  confirm?: ConfirmSpec<R>;
  /**
   * What it does. Without `run`: `edit` opens the form, `detail` the detail drawer, `delete`
   * removes the row (`remove`), and any other key is the page's own (`onAction`). A promise:
   * the row's actions wait, then "done" shows and the list is asked again.
   */
  run?: (row: R) => Promise<unknown> | void;
  /** Not announced as done (e.g. an action that only opens something). */
  quiet?: boolean;
}

export interface BatchActionSpec<R> {
  key: string;
  label?: string;
  permission?: string;
  danger?: boolean;
  /** Asked first; `{count}` is the number of rows chosen. */
  confirm?: { title: string; content?: string };
  /** Without `run`, `delete` removes the chosen rows. */
  run?: (rows: R[]) => Promise<unknown>;
}

export interface ResourceDefinition<R extends object, Q extends object = object, V = never> {
  /** What the list is in the query cache, e.g. `['hsdr', 'jobs']`. */
  key: readonly unknown[];
  /** Other lists a change here alters (asked again after a save or an action). */
  alsoChanges?: readonly (readonly unknown[])[];
  /** Text key prefix of the page (`${texts}.title`, `.field.*`, `.action.*`). */
  texts: string;
  /** Title text key (default `${texts}.title`). */
  title?: string;
  endpoint: ListEndpoint<R, Q>;
  rowKey: keyof R & string;
  columns: readonly ColumnSpec<R>[];
  search?: readonly SearchFieldSpec[];
  /** The search form's values → the list's filters (default: as they are). */
  toQuery?: (values: Record<string, unknown>) => Q;
  /** Filters always sent (e.g. a fixed status). */
  fixedFilters?: Partial<Q>;
  /** The user's `ui-table` arrangement of the columns, by this code. */
  tableCode?: string;
  /** Offer the list as a file (spec: column export, `exportType=COLUMN`), guarded by a code. */
  exportable?: true | { permission: string };
  form?: FormSpec<R, V>;
  actions?: readonly RowActionSpec<R>[];
  /** Links before "Action" (default 3). */
  visibleActions?: number;
  batchActions?: readonly BatchActionSpec<R>[];
  /** Removes rows (the `delete` action and batch action). */
  remove?: (rows: R[]) => Promise<unknown>;
  /** What a row's detail drawer shows. */
  detail?: {
    title: (row: R, t: Translate) => ReactNode;
    render: (row: R) => ReactNode;
    width?: number;
  };
}

/** Defines a resource with its types checked (the identity: a page file's one declaration). */
export function defineResource<R extends object, Q extends object = object, V = never>(
  definition: ResourceDefinition<R, Q, V>,
): ResourceDefinition<R, Q, V> {
  return definition;
}
