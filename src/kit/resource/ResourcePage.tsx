/**
 * A list page from its declaration (types.ts): title, search form, toolbar (Create, the batch
 * actions, Export), the paged table with the user's column arrangement and the row actions, the
 * create/edit dialog and the detail drawer. A page file is its declaration plus what only it
 * does (`onAction`, `above`, `below`).
 *
 *     export default function JobsPage() {
 *       return <ResourcePage resource={jobs} onAction={{ log: (job) => … }} />;
 *     }
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Card, Drawer, Space, type TableColumnType, type TableProps } from 'antd';
import { useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { ButtonPermission } from '../../components/ButtonPermission';
import { useIntl } from '../../i18n/useIntl';
import { usePermissions } from '../../permissions/usePermission';
import { exportPage } from '../../request/export';
import { ActionsList } from '../actions/ActionsList';
import { actionsColumnWidth, estimatedTextWidth } from '../actions/actions-width';
import { MAX_VISIBLE_ACTIONS } from '../constants';
import { SearchForm } from '../form/SearchForm';
import { useModalHelper } from '../modal/use-modal-helper';
import { PagedTable } from '../query/PagedTable';
import { usePersonalisedColumns } from '../table/use-personalised-columns';
import { useCellContext } from './use-cell-context';
import { exportColumnsOf, tableColumns } from './columns';
import { ResourceForm } from './ResourceForm';
import { buttonSpanOf, SearchFields } from './SearchFields';
import type { ResourceDefinition } from './types';
import { useResourceList } from './use-resource-list';
import { useRowActions } from './use-row-actions';

export interface ResourcePageProps<R extends object, Q extends object, V> {
  resource: ResourceDefinition<R, Q, V>;
  /** The page's own row actions, by key. */
  onAction?: Partial<Record<string, (row: R) => void>>;
  /** The search form's first values (e.g. from the address). */
  initialSearch?: Record<string, unknown>;
  /** Above the search form (an upload panel, a notice). */
  above?: ReactNode;
  /** Below the table (an editor of the chosen row, a drawer of the page's own). */
  below?: ReactNode;
  /** More toolbar buttons. */
  toolbar?: ReactNode;
  rowClassName?: TableProps<R>['rowClassName'];
  /** Without the page's card and title (a list inside a tab of a page). */
  bare?: boolean;
  caption?: string;
}

const permissionCodes = (codes: (string | undefined)[]) =>
  codes.filter((code): code is string => Boolean(code)).map((code) => [code]);

export function ResourcePage<R extends object, Q extends object, V = never>(
  props: ResourcePageProps<R, Q, V>,
) {
  const { resource } = props;
  const { t } = useIntl();
  const cell = useCellContext();
  const { list, form, formValues, search } = useResourceList(resource, props.initialSearch);
  const [modals, modalHolder] = useModalHelper();
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [detailOf, setDetailOf] = useState<R | null>(null);
  const [chosen, setChosen] = useState<R[]>([]);
  const [exporting, setExporting] = useState(false);
  const actions = useRowActions(resource, modals, {
    onAction: props.onAction,
    openForm: (row) => setEditing({ row }),
    openDetail: setDetailOf,
  });
  // every code of the page in its first permission batch: a next page asks nothing new
  usePermissions(
    permissionCodes([
      ...(resource.actions ?? []).map((action) => action.permission),
      ...(resource.batchActions ?? []).map((action) => action.permission),
      resource.form?.createPermission,
      typeof resource.exportable === 'object' ? resource.exportable.permission : undefined,
    ]),
  );

  const open = (key: string, row: R) => {
    const spec = resource.actions?.find((action) => action.key === key);
    if (key === 'detail' && !spec) setDetailOf(row);
    else if (spec)
      actions
        .rowActions(row)
        .find((action) => action.key === key)
        ?.onClick();
    else props.onAction?.[key]?.(row);
  };
  // the columns stay the same objects between renders; a click reaches the latest handlers
  const latestOpen = useRef(open);
  latestOpen.current = open;
  const columns = useMemo(
    () =>
      tableColumns(resource.columns, {
        texts: resource.texts,
        cell,
        sort: list.sort,
        onOpen: (key, row) => latestOpen.current(key, row),
      }),
    [resource, cell, list.sort],
  );
  const arranged = usePersonalisedColumns(resource.tableCode ?? '', columns, {
    enabled: Boolean(resource.tableCode),
  });
  const title = t(resource.title ?? `${resource.texts}.title`);
  const visible = resource.visibleActions ?? MAX_VISIBLE_ACTIONS;
  const withActions: TableColumnType<R>[] = resource.actions?.length
    ? [
        ...arranged,
        {
          title: t('hzero.common.kit.action'),
          key: 'actions',
          fixed: 'right',
          // as wide as the longest links in this language: the fixed column covers no more
          width: actionsColumnWidth(
            resource.actions
              .map((action) => actions.labelOf(action))
              .sort((a, b) => estimatedTextWidth(b) - estimatedTextWidth(a)),
            t('hzero.common.kit.action'),
            visible,
          ),
          render: (_value, row) => <ActionsList actions={actions.rowActions(row)} max={visible} />,
        },
      ]
    : arranged;

  const exportList = () => {
    setExporting(true);
    exportPage(
      resource.endpoint.url(),
      { ...resource.fixedFilters, ...list.current },
      exportColumnsOf(resource.columns, arranged, resource.texts, t),
      { fallbackName: `${title}.csv` },
    )
      .catch(() => undefined) // told by the request layer
      .finally(() => setExporting(false));
  };
  const exportCode =
    typeof resource.exportable === 'object' ? [resource.exportable.permission] : undefined;

  const creates = Boolean(resource.form && resource.form.create !== false);
  const toolbar = (
    <Space wrap>
      {resource.form && creates && (
        <ButtonPermission
          type="primary"
          icon={<PlusOutlined />}
          permissionList={
            resource.form.createPermission ? [resource.form.createPermission] : undefined
          }
          onClick={() => setEditing({ row: null })}
        >
          {t('hzero.common.kit.create')}
        </ButtonPermission>
      )}
      {(resource.batchActions ?? []).map((spec) => (
        <ButtonPermission
          key={spec.key}
          danger={spec.danger ?? spec.key === 'delete'}
          permissionList={spec.permission ? [spec.permission] : undefined}
          disabled={chosen.length === 0}
          onClick={() => actions.runBatch(spec, chosen, () => setChosen([]))}
        >
          {actions.labelOf(spec)}
          {chosen.length > 0 ? ` (${chosen.length})` : ''}
        </ButtonPermission>
      ))}
      {props.toolbar}
      {resource.exportable && (
        <ButtonPermission
          icon={<DownloadOutlined />}
          loading={exporting}
          permissionList={exportCode}
          onClick={exportList}
        >
          {t('hzero.common.kit.export')}
        </ButtonPermission>
      )}
    </Space>
  );
  const hasToolbar = Boolean(
    creates || resource.batchActions?.length || resource.exportable || props.toolbar,
  );

  const body = (
    <>
      {props.above}
      {resource.search && resource.search.length > 0 && (
        <SearchForm
          form={form}
          initialValues={formValues}
          onSearch={search}
          buttonSpan={buttonSpanOf(resource.search)}
        >
          <SearchFields fields={resource.search} texts={resource.texts} form={form} />
        </SearchForm>
      )}
      {hasToolbar && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <PagedTable<R, Q>
        list={list}
        caption={props.caption ?? title}
        rowKey={resource.rowKey}
        columns={withActions}
        rowClassName={props.rowClassName}
        rowSelection={
          resource.batchActions?.length
            ? {
                selectedRowKeys: chosen.map((row) => row[resource.rowKey] as Key),
                onChange: (_keys, rows) => setChosen(rows),
              }
            : undefined
        }
      />
      {props.below}
      {editing && resource.form && (
        <ResourceForm
          spec={resource.form}
          texts={resource.texts}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={actions.saved}
        />
      )}
      {detailOf && resource.detail && (
        <Drawer
          open
          width={resource.detail.width ?? 560}
          title={resource.detail.title(detailOf, t)}
          onClose={() => setDetailOf(null)}
        >
          {resource.detail.render(detailOf)}
        </Drawer>
      )}
      {modalHolder}
    </>
  );
  if (props.bare) return body;
  return <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>{body}</Card>;
}
