/**
 * The component kit: formatting, table, status, time and action helpers for pages. Sub-app pages
 * import from here (`@polaris/core/kit`); the shell imports the one file it needs, so its first
 * load carries nothing else. Apps ship `kitTexts` with their own texts.
 */
export * from './constants';
export { kitTexts, type Translate } from './texts';
export {
  useDebouncedCallback,
  useDebouncedValue,
  type DebouncedFunction,
} from './hooks/use-debounced';
export { formatNumber, type NumberOptions, type NumericInput } from './format/number';
export { codeSegments } from './format/code-segments';
export { CodeText } from './format/CodeText';
export {
  currencyDigits,
  formatCurrency,
  ISO_MINOR_UNITS,
  type CurrencyOptions,
} from './format/currency';
export * from './time/date-formats';
export {
  classifyRecentDate,
  formatRecentDate,
  weekdayName,
  type RecentDate,
} from './time/recent-date';
export * from './time/disabled-time';
// From a search form to a paged query, and from a server page to the pager (the request layer's
// paging rules, which the data layer's usePagedList applies too).
export { cleanFilters, tableQuery } from '../request/filters';
export {
  DEFAULT_PAGE_SIZE,
  fromPage,
  PAGE_SIZE_OPTIONS,
  PAGE_SIZES,
  pagerOf,
  snapPageSize,
  type PagerSettings,
} from '../request/paging';
export * from './table/pagination';
export { tablePagination } from './table/table-pagination';
export { DEFAULT_COLUMN_WIDTH, tableScrollX, type SizedColumn } from './table/table-width';
export { meaningOf, type OptionItem } from './options/meaning';
export type { StatusTone, StatusView } from './status/status-view';
export * from './status/row-status';
export { JOB_STATUSES, jobStatus } from './status/job-status';
export { StatusBadge, StatusTag, statusRender, type StatusProps } from './status/StatusBadge';
export { ActionsList, type ActionsListProps, type RowAction } from './actions/ActionsList';
export { arrangeActions, type ArrangedActions, type PlacedAction } from './actions/arrange-actions';
export {
  actionsColumnWidth,
  estimatedTextWidth,
  widestActionsColumn,
} from './actions/actions-width';
export { KitModal, type KitModalProps } from './modal/KitModal';
export {
  useModalHelper,
  type ModalDialogOptions,
  type ModalHandle,
  type ModalHelper,
} from './modal/use-modal-helper';
export type { OkHandler } from './modal/ok-outcome';
export { EditableTable, type EditableTableProps } from './editable-table/EditableTable';
export {
  useEditableTable,
  type EditableTable as EditableTableApi,
  type EditableTableOptions,
} from './editable-table/use-editable-table';
export type {
  CellError,
  EditableColumn,
  EditableRow,
  EditorProps,
  EditorRender,
  EditorSpec,
  FieldError,
  FieldRules,
  RowKey,
  RowPlace,
  RowStatus,
  RuleName,
} from './editable-table/types';
export { collectChanges, type CollectOptions } from './editable-table/row-changes';
export { errorText, validateRows, validateValue } from './editable-table/validate';
// The file attachment (upload with progress, list, preview, download, delete): see CONTRIBUTING.
export * from './attachment';
// Pages as declarations: a list page's declaration and the one component that shows it.
export { ResourcePage, type ResourcePageProps } from './resource/ResourcePage';
export { defineResource } from './resource/types';
export type {
  BatchActionSpec,
  CellContext,
  CellKind,
  ColumnSpec,
  ConfirmSpec,
  FormFieldSpec,
  FormSpec,
  ResourceDefinition,
  RowActionSpec,
  SearchFieldSpec,
  SelectOption,
} from './resource/types';
