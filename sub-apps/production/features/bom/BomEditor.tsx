/**
 * One BOM's lines as a tree in the kit's editable table: add a component at the top or under
 * any line (a new one too), edit, delete; Save sends every change in one request. An invalid row
 * blocks the save, its field shown and focused; a refused save (a row the gateway refuses, a
 * stale version) keeps every row as the user left it. Read-only without the edit permission
 * and for an obsolete BOM.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { EditableTable } from '@polaris/core/kit/editable-table/EditableTable';
import { useEditableTable } from '@polaris/core/kit/editable-table/use-editable-table';
import { useDiscardQuestion } from '@polaris/core/kit/form/use-discard-question';
import { useLeaveGuard } from '@polaris/core/kit/leave-guard';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { usePermission } from '@polaris/core/permissions/usePermission';
import type { BomDto, ItemDto } from '@polaris/core/services/production/engineering-types';
import { Alert, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useBomLines, useItems, useSaveBomLines } from './api/use-bom-lines';
import { useBomColumns } from './bom-columns';
import { linesToTree, newLine, toSaveLines, type BomLineValues, type LineRow } from './bom-lines';

export const BOM_EDIT = 'globex.production.bom.button.edit';
const EDIT = [BOM_EDIT];

function LinesTable(props: { bom: BomDto; rows: LineRow[]; items: readonly ItemDto[] }) {
  const { t } = useIntl();
  const allowed = usePermission(EDIT).status === 'allowed';
  const readOnly = !allowed || props.bom.bomStatus === 'OBSOLETE';
  const columns = useBomColumns(props.bom.itemCode, props.items, readOnly);
  const table = useEditableTable<BomLineValues>({
    rowKey: 'bomLineId',
    columns,
    initialRows: props.rows,
    pageSize: false,
  });
  const save = useSaveBomLines(props.bom.bomId);
  const [version, setVersion] = useState(props.bom.objectVersionNumber);
  const refs = useRef(0);
  const add = (parent?: LineRow) => {
    refs.current += 1;
    const parentKey = parent?.bomLineId;
    table.add(newLine(parent, `r${refs.current}`), { parentKey });
  };
  // unsaved lines: closing the tab asks first
  const [askDiscard, discardHolder] = useDiscardQuestion({ title: 'mes.bom.unsaved' });
  useLeaveGuard(table.dirty, askDiscard);

  const onSave = async () => {
    const changed = await table.collect();
    if (!changed || changed.length === 0) return; // invalid: the table shows where
    try {
      const saved = await save.mutateAsync({
        objectVersionNumber: version,
        lines: toSaveLines(changed),
      });
      setVersion(saved.bom.objectVersionNumber);
      table.reset(linesToTree(saved.lines));
    } catch {
      // the server's message was shown; the rows stay as they are
    }
  };

  return (
    <>
      {discardHolder}
      {props.bom.bomStatus === 'OBSOLETE' && (
        <Alert type="info" showIcon message={t('mes.bom.obsolete')} style={{ marginBottom: 12 }} />
      )}
      {props.bom.bomStatus !== 'OBSOLETE' && (
        <Space style={{ marginBottom: 12 }}>
          <ButtonPermission permissionList={EDIT} onClick={() => add()}>
            {t('mes.bom.add')}
          </ButtonPermission>
          <ButtonPermission
            type="primary"
            permissionList={EDIT}
            loading={save.isPending}
            disabled={!table.dirty}
            onClick={onSave}
          >
            {t('mes.bom.save')}
          </ButtonPermission>
          <Button disabled={!table.dirty || save.isPending} onClick={() => table.reset()}>
            {t('mes.bom.discard')}
          </Button>
        </Space>
      )}
      <EditableTable<BomLineValues>
        table={table}
        rowActions={
          readOnly
            ? false
            : (row) =>
                row._status === 'delete'
                  ? []
                  : [
                      {
                        key: 'add',
                        label: t('mes.bom.addChild'),
                        permissionList: EDIT,
                        onClick: () => add(row),
                      },
                    ]
        }
        aria-label={t('mes.bom.lines', { item: props.bom.itemCode, revision: props.bom.revision })}
        size="small"
      />
    </>
  );
}

export function BomEditor({ bomId }: { bomId: number }) {
  const { t } = useIntl();
  const lines = useBomLines(bomId);
  const items = useItems();
  const bom = lines.data?.bom;
  const title = bom && t('mes.bom.lines', { item: bom.itemCode, revision: bom.revision });
  return (
    <section aria-label={title}>
      {bom && (
        <Typography.Title level={5}>
          {title} · {bom.itemName}
        </Typography.Title>
      )}
      <QueryFailure query={lines} />
      <QueryFailure query={items} />
      {lines.data && items.data && (
        <LinesTable bom={lines.data.bom} rows={linesToTree(lines.data.lines)} items={items.data} />
      )}
    </section>
  );
}
