/**
 * A routing's operations, edited as a draft: reorder (drag or keyboard, or Move up/down), add,
 * edit and remove, then Save sends the whole list in its new order in one call. What the gateway
 * would refuse (a duplicate code, a bad time) is said before sending; a refused save keeps the
 * draft. Without `globex.production.routing.button.edit` the list is shown only. Closing with
 * unsaved changes asks first.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useDiscardQuestion } from '@polaris/core/kit/form/use-discard-question';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { useLeaveGuard } from '@polaris/core/kit/leave-guard';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { usePermission } from '@polaris/core/permissions/usePermission';
import { notifications } from '@polaris/core/request/notify';
import type { RoutingDto } from '@polaris/core/services/production/orders-types';
import { Alert, Button, Drawer, Space, Spin } from 'antd';
import { useState } from 'react';
import { useRouting, useSaveOperations } from './api/use-routing';
import { OperationDialog } from './OperationDialog';
import {
  draftOf,
  isChanged,
  operationProblem,
  operationsToSave,
  type DraftOperation,
  type OperationFields,
} from './operations-order';
import { SortableOperations } from './SortableOperations';

export const ROUTING_EDIT = 'globex.production.routing.button.edit';

export interface OperationsDrawerProps {
  routing: RoutingDto;
  onClose(): void;
}

export function OperationsDrawer({ routing, onClose }: OperationsDrawerProps) {
  const { t } = useIntl();
  const detail = useRouting(routing.routingId);
  const save = useSaveOperations(routing.routingId);
  const editable = usePermission([ROUTING_EDIT]).status === 'allowed';
  // the user's edits; none: the operations as saved
  const [edited, setDraft] = useState<DraftOperation[] | null>(null);
  const [editing, setEditing] = useState<{ row: DraftOperation | null } | null>(null);
  const [nextKey, setNextKey] = useState(1);
  const [askDiscard, confirmHolder] = useDiscardQuestion();
  const saved = detail.data;
  const draft = edited ?? (saved ? draftOf(saved.operations) : null);
  const dirty = Boolean(edited && saved && isChanged(edited, saved.operations));
  useLeaveGuard(dirty, askDiscard);
  const close = () => {
    if (!dirty) return onClose();
    void askDiscard().then((discard) => discard && onClose());
  };

  const problem = draft ? operationProblem(draft) : undefined;
  const send = () => {
    if (!draft || !saved || problem) return;
    save.mutate(
      { objectVersionNumber: saved.objectVersionNumber, operations: operationsToSave(draft) },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.success();
        },
      },
    );
  };
  const put = (fields: OperationFields) => {
    if (!draft) return;
    if (editing?.row) {
      const key = editing.row.key;
      setDraft(draft.map((row) => (row.key === key ? { ...fields, key } : row)));
    } else {
      setDraft([...draft, { ...fields, key: `new-${nextKey}` }]);
      setNextKey(nextKey + 1);
    }
  };

  const title = t('mes.routing.operations.title', {
    code: routing.routingCode,
    item: routing.itemCode,
  });
  return (
    <Drawer
      open
      width={1040}
      title={title}
      onClose={close}
      extra={
        <Space>
          <Button disabled={!dirty || save.isPending} onClick={() => setDraft(null)}>
            {t('mes.routing.discard')}
          </Button>
          <ButtonPermission
            permissionList={[ROUTING_EDIT]}
            onClick={() => setEditing({ row: null })}
            disabled={!draft}
          >
            {t('mes.routing.operation.add')}
          </ButtonPermission>
          <ButtonPermission
            type="primary"
            permissionList={[ROUTING_EDIT]}
            loading={save.isPending}
            disabled={!dirty || Boolean(problem)}
            onClick={send}
          >
            {t('mes.routing.save')}
          </ButtonPermission>
        </Space>
      }
    >
      <QueryFailure query={detail} />
      {!draft && detail.isLoading && <Spin />}
      {problem && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(
            `mes.routing.problem.${problem.kind}`,
            'code' in problem ? { code: problem.code } : {},
          )}
        />
      )}
      {draft && (
        <SortableOperations
          operations={draft}
          onChange={setDraft}
          disabled={!editable || save.isPending}
          rowActions={(row) =>
            editable && (
              <>
                <Button type="link" size="small" onClick={() => setEditing({ row })}>
                  {t('mes.routing.operation.editAction')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => setDraft(draft.filter((other) => other.key !== row.key))}
                >
                  {t('mes.routing.operation.remove')}
                </Button>
              </>
            )
          }
        />
      )}
      {editing && draft && (
        <OperationDialog
          operation={editing.row}
          otherCodes={draft
            .filter((row) => row.key !== editing.row?.key)
            .map((row) => row.operationCode)}
          onSave={put}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmHolder}
    </Drawer>
  );
}
