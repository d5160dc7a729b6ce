/**
 * One value set's values in the kit's editable table: add, edit, delete, the enabled flag; Save
 * sends every changed row in one request. An invalid row blocks the save and its field gets the
 * focus; a failed save (a duplicate value, a stale version) keeps every row as the user left it.
 * Predefined sets on the tenant form are shown read-only.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { EditableTable } from '@polaris/core/kit/editable-table/EditableTable';
import type { EditableColumn, EditableRow } from '@polaris/core/kit/editable-table/types';
import { useEditableTable } from '@polaris/core/kit/editable-table/use-editable-table';
import { useLeaveGuard } from '@polaris/core/kit/leave-guard';
import type { LovHeaderDto, LovValueRowDto } from '@polaris/core/services/platform/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useSaveValues, useValueRows } from './api/use-value-sets';
import { toSaveRows, type ValueRow } from './save-rows';

type Value = Partial<LovValueRowDto>;

function useValueColumns(readOnly: boolean): EditableColumn<Value>[] {
  const { t } = useIntl();
  return useMemo(() => {
    const field = (name: string) => t(`hpfm.valueList.field.${name}`);
    const editor = <E,>(spec: E) => (readOnly ? undefined : spec);
    return [
      {
        field: 'value',
        title: field('value'),
        width: 160,
        rules: {
          required: true,
          maxLength: 60,
          pattern: /^[A-Za-z0-9_.-]+$/,
          patternMessage: t('hpfm.valueList.error.value'),
        },
        editor: editor({ type: 'text' as const }),
        // a value is a key other records point at: fixed once saved
        editable: (row: EditableRow<Value>) => row._status === 'create',
      },
      {
        field: 'meaning',
        title: field('meaning'),
        width: 220,
        rules: { required: true, maxLength: 120 },
        editor: editor({ type: 'text' as const }),
      },
      {
        field: 'orderSeq',
        title: field('orderSeq'),
        width: 110,
        rules: { min: 0, max: 99999 },
        editor: editor({ type: 'number' as const, min: 0, max: 99999, precision: 0 }),
      },
      {
        field: 'enabledFlag',
        title: field('enabledFlag'),
        width: 100,
        editor: editor({ type: 'switch' as const }),
      },
      {
        field: 'description',
        title: field('description'),
        rules: { maxLength: 240 },
        editor: editor({ type: 'text' as const }),
      },
    ];
  }, [readOnly, t]);
}

function ValuesTable(props: {
  header: LovHeaderDto;
  scope: TenantScope;
  rows: LovValueRowDto[];
  readOnly: boolean;
  reload(): Promise<LovValueRowDto[] | undefined>;
}) {
  const { t } = useIntl();
  const columns = useValueColumns(props.readOnly);
  const table = useEditableTable<Value>({
    rowKey: 'lovValueId',
    columns,
    initialRows: props.rows,
  });
  const save = useSaveValues(props.scope);
  // unsaved rows: closing the tab asks first
  useLeaveGuard(
    table.dirty,
    () =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({
          title: t('hpfm.valueList.unsaved'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );

  const onSave = async () => {
    const changed = await table.collect();
    if (!changed || changed.length === 0) return; // invalid: the table shows where
    try {
      await save.mutateAsync(toSaveRows(props.header.lovId, changed as ValueRow[]));
    } catch {
      return; // the server's message was shown; the rows stay as they are
    }
    table.reset(await props.reload());
  };

  return (
    <>
      {!props.readOnly && (
        <Space style={{ marginBottom: 12 }}>
          <Button onClick={() => table.add({ enabledFlag: 1 })}>{t('hpfm.valueList.add')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!table.dirty} onClick={onSave}>
            {t('hpfm.valueList.save')}
          </Button>
          <Button disabled={!table.dirty || save.isPending} onClick={() => table.reset()}>
            {t('hpfm.valueList.discard')}
          </Button>
        </Space>
      )}
      <EditableTable<Value>
        table={table}
        rowActions={props.readOnly ? false : undefined}
        aria-label={t('hpfm.valueList.values', { code: props.header.lovCode })}
        size="small"
      />
    </>
  );
}

/**
 * Brings the editor into view when it opens (the set chosen from a lower row of the list opened
 * it below the fold) and gives its heading the focus, so a screen reader says what opened.
 */
function useShownWhenOpened() {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return { section, heading };
}

export function ValuesEditor(props: { header: LovHeaderDto; scope: TenantScope }) {
  const { t } = useIntl();
  const { header, scope } = props;
  const rows = useValueRows(scope, header.lovId);
  const readOnly = scope === 'tenant' && header.tenantId === 0;
  const shown = useShownWhenOpened();
  return (
    <section ref={shown.section} aria-label={t('hpfm.valueList.values', { code: header.lovCode })}>
      <Typography.Title level={5} ref={shown.heading} tabIndex={-1}>
        {t('hpfm.valueList.values', { code: header.lovCode })} · {header.lovName}
      </Typography.Title>
      {readOnly && (
        <Alert
          type="info"
          showIcon
          message={t('hpfm.valueList.predefined')}
          style={{ marginBottom: 12 }}
        />
      )}
      {rows.isError && (
        <Alert
          type="error"
          showIcon
          message={t('hpfm.valueList.loadFailed')}
          action={
            <Button onClick={() => void rows.refetch()}>{t('hzero.common.button.retry')}</Button>
          }
        />
      )}
      {rows.data && (
        <ValuesTable
          key={header.lovId}
          header={header}
          scope={scope}
          rows={rows.data}
          readOnly={readOnly}
          reload={async () => (await rows.refetch()).data}
        />
      )}
    </section>
  );
}
