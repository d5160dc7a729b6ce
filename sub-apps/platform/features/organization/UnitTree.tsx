/**
 * One organisation's unit tree, on the kit's EditableTree: each unit with its code, type and
 * state, and its actions (edit, add a unit under it, move it to another parent, enable or
 * disable it); units moved by dragging, or with "Move to…" from the keyboard. The rules are in
 * unit-tree-model.ts, the dialog in unit-form.ts.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { RowAction } from '@polaris/core/kit/actions/ActionsList';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { ResourceForm } from '@polaris/core/kit/resource/ResourceForm';
import { StatusTag } from '@polaris/core/kit/status/StatusBadge';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { TreeKey } from '@polaris/core/kit/tree/check-tree';
import type { DropPlace } from '@polaris/core/kit/tree/drop-place';
import { EditableTree } from '@polaris/core/kit/tree/EditableTree';
import { MoveToDialog } from '@polaris/core/kit/tree/MoveToDialog';
import type { UnitDto } from '@polaris/core/services/platform/unit-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Space, Spin, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { fetchUnitTree, type UnitScope } from './api/fetch-unit-tree';
import { moveUnit } from './api/move-unit';
import { setUnitEnabled } from './api/set-unit-enabled';
import { unitFormSpec } from './unit-form';
import { findUnit, lastUnder, moveRequest, toTreeItems } from './unit-tree-model';

const KEY = ['hpfm', 'units'] as const;
const button = (action: string) => `hpfm.organization.button.${action}`;

export interface UnitTreeProps {
  scope: UnitScope;
  /** The organisation, on the site form. */
  tenantId?: number;
}

export function UnitTree({ scope, tenantId }: UnitTreeProps) {
  const { t } = useIntl();
  const client = useQueryClient();
  const tree = useQuery({
    queryKey: [...KEY, scope, tenantId ?? 'own'],
    queryFn: () => fetchUnitTree(scope, tenantId),
  });
  const units = useMemo(() => tree.data ?? [], [tree.data]);
  const items = useMemo(() => toTreeItems(units), [units]);
  const [editing, setEditing] = useState<{ parent: UnitDto | null; row: UnitDto | null } | null>(
    null,
  );
  const [moving, setMoving] = useState<UnitDto | null>(null);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
  /** A change sent: the tree asked again once it landed (a failure is told by the request layer). */
  const run = useCallback((call: Promise<unknown>) => call.then(refresh), [refresh]);
  const move = useCallback(
    (id: number, place: DropPlace) => run(moveUnit(scope, moveRequest(units, id, place))),
    [run, scope, units],
  );

  const marks = useCallback(
    (key: TreeKey) => {
      const unit = findUnit(units, key);
      if (!unit) return null;
      return (
        <>
          <Tag>{t(`hpfm.organization.type.${unit.unitTypeCode}`)}</Tag>
          {unit.enabledFlag === 0 && <StatusTag view={enabledStatus(0)} />}
        </>
      );
    },
    [units, t],
  );
  const actions = useCallback(
    (key: TreeKey): RowAction[] => {
      const unit = findUnit(units, key);
      if (!unit) return [];
      const enabled = unit.enabledFlag === 1;
      return [
        {
          key: 'edit',
          label: t('hpfm.organization.action.edit'),
          permissionList: [button('edit')],
          onClick: () => setEditing({ parent: null, row: unit }),
        },
        {
          key: 'add',
          label: t('hpfm.organization.action.add'),
          permissionList: [button('create')],
          onClick: () => setEditing({ parent: unit, row: null }),
        },
        {
          key: enabled ? 'disable' : 'enable',
          label: t(
            enabled ? 'hpfm.organization.action.disable' : 'hpfm.organization.action.enable',
          ),
          permissionList: [button('status')],
          danger: enabled,
          onClick: () => void run(setUnitEnabled(scope, unit, !enabled)).catch(() => undefined),
        },
        {
          key: 'move',
          label: t('hzero.common.kit.tree.moveTo'),
          permissionList: [button('move')],
          onClick: () => setMoving(unit),
        },
      ];
    },
    [units, t, run, scope],
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ButtonPermission
        type="primary"
        icon={<PlusOutlined />}
        permissionList={[button('create')]}
        onClick={() => setEditing({ parent: null, row: null })}
      >
        {t('hzero.common.kit.create')}
      </ButtonPermission>
      <QueryFailure query={tree} />
      {tree.isPending && <Spin />}
      {tree.data &&
        (units.length === 0 ? (
          <Empty description={t('hpfm.organization.empty')} />
        ) : (
          <EditableTree
            items={items}
            label={t('hpfm.organization.tree')}
            marks={marks}
            actions={actions}
            movePermission={button('move')}
            openAll
            onMove={(key, place) => void move(Number(key), place).catch(() => undefined)}
          />
        ))}
      {editing && (
        <ResourceForm
          spec={unitFormSpec({ scope, tenantId, parent: editing.parent })}
          texts="hpfm.organization"
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      {moving && (
        <MoveToDialog
          items={items}
          moving={{ key: moving.unitId, title: moving.unitName }}
          onMove={(parent) =>
            move(
              moving.unitId,
              lastUnder(units, moving.unitId, parent === null ? null : Number(parent)),
            )
          }
          onClose={() => setMoving(null)}
        />
      )}
    </Space>
  );
}
