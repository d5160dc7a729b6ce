/**
 * /hpfm/gantt: Gantt Scheduling. One chart (`?ganttId=`, default 1) of the current organisation,
 * edited in place: unsaved edits are marked and counted, Undo/Redo step through them, Save sends
 * them in one batch per kind, a refused save keeps them and marks the task concerned. A role
 * without the save permission sees the chart read-only; without the link permission it cannot
 * draw or delete links. Closing the tab (or the session ending) asks before edits are lost.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useDiscardQuestion } from '@polaris/core/kit/form/use-discard-question';
import { useLeaveGuard } from '@polaris/core/kit/leave-guard';
import { usePermissions } from '@polaris/core/permissions/usePermission';
import { userMessageOf } from '@polaris/core/request/error-messages';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';
import { Alert, Button, Card, Modal, Spin, message } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GanttChart, type GanttChartHandle } from './chart/GanttChart';
import type { GanttView } from './chart/gantt-settings';
import { ganttIdOf } from './gantt-scope';
import { GanttToolbar, type GanttCommand } from './GanttToolbar';
import type { Plan } from './model/plan';
import { TaskDialog, type TaskFields } from './TaskDialog';
import { useGanttPlan } from './use-gantt-plan';

export const GANTT_SAVE = [{ code: 'globex.production.gantt.button.save', type: 'button' }];
export const GANTT_LINK = [{ code: 'globex.production.gantt.button.link', type: 'button' }];

const today = () => new Date().toISOString().slice(0, 10);

type Dialog =
  | { mode: 'create'; parent: string | null; initial: TaskFields }
  | { mode: 'edit'; id: string; initial: TaskFields };

export default function GanttPage() {
  const { t, language } = useIntl();
  const runtime = useRuntime();
  const ganttId = ganttIdOf(useLocation().search);
  const tenantId = runtime.session.organizationId ?? 0;
  const state = useGanttPlan({ ganttId, tenantId });
  const [save, link] = usePermissions([GANTT_SAVE, GANTT_LINK]);
  const editable = save.status === 'allowed';
  const canLink = editable && link.status === 'allowed';
  // the chart is made once, for what the role may do (a change of rights would make it again)
  const decided = save.status !== 'pending' && link.status !== 'pending';
  const [view, setView] = useState<GanttView>('day');
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const chart = useRef<GanttChartHandle>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();

  const [askDiscard, discardHolder] = useDiscardQuestion({
    title: 'mes.gantt.leave.title',
    content: 'mes.gantt.leave.content',
    ok: 'mes.gantt.leave.ok',
    keep: 'mes.gantt.leave.cancel',
  });
  const planRef = useRef(state.plan);
  planRef.current = state.plan;
  useLeaveGuard<Plan>(state.unsaved > 0, askDiscard, {
    value: () => planRef.current,
    restore: state.restore,
  });

  const confirmDelete = (kind: 'task' | 'link', id: string) => {
    const name = (taskId: string) => chart.current?.task(taskId)?.text ?? taskId;
    const linkOf = state.plan.links.find((l) => l.id === id);
    const hasChildren = kind === 'task' && state.plan.tasks.some((task) => task.parent === id);
    void modal.confirm({
      title:
        kind === 'task'
          ? t('mes.gantt.confirm.task', { name: name(id) })
          : t('mes.gantt.confirm.link', {
              from: name(linkOf?.source ?? ''),
              to: name(linkOf?.target ?? ''),
            }),
      content: `${hasChildren ? `${t('mes.gantt.confirm.taskChildren')} ` : ''}${t('mes.gantt.confirm.content')}`,
      okText: t('mes.gantt.confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('mes.gantt.confirm.cancel'),
      onOk: () => chart.current?.remove(kind, id),
    });
  };

  const openEdit = (id: string) => {
    const task = chart.current?.task(id);
    if (task) setDialog({ mode: 'edit', id, initial: task });
  };

  const run = async (command: GanttCommand) => {
    const current = selected;
    switch (command) {
      case 'save':
        if (await state.save()) void toast.success(t('mes.gantt.saved'));
        return;
      case 'undo':
        return state.undo();
      case 'redo':
        return state.redo();
      case 'addTask':
      case 'addMilestone': {
        const start = (current && chart.current?.task(current)?.start_date) || today();
        const milestone = command === 'addMilestone';
        const end = new Date(Date.parse(start) + 86_400_000).toISOString().slice(0, 10);
        return setDialog({
          mode: 'create',
          parent: current,
          initial: {
            text: '',
            type: milestone ? 'milestone' : 'task',
            start_date: start,
            end_date: milestone ? start : end,
            progress: 0,
          },
        });
      }
      case 'edit':
        return current && openEdit(current);
      case 'indent':
        return current && chart.current?.indent(current);
      case 'outdent':
        return current && chart.current?.outdent(current);
      case 'delete':
        return current && confirmDelete('task', current);
      case 'fit':
        return setView(chart.current?.zoomToFit() ?? view);
      case 'reload':
        if (state.unsaved === 0 || (await askDiscard())) state.reload();
        return;
    }
  };

  const marks = useMemo(
    () => ({
      unsaved: state.unsavedIds,
      failed: state.failure?.record?.kind === 'task' ? state.failure.record.id : null,
    }),
    [state.unsavedIds, state.failure],
  );
  const titles = useMemo(
    () => ({
      text: t('mes.gantt.column.text'),
      start: t('mes.gantt.column.start'),
      duration: t('mes.gantt.column.duration'),
      progress: t('mes.gantt.column.progress'),
    }),
    [t],
  );

  if (state.load.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        message={t('mes.gantt.loadFailed')}
        description={userMessageOf(state.load.error)}
        action={<Button onClick={state.reload}>{t('mes.gantt.retry')}</Button>}
      />
    );
  }
  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      {modalHolder}
      {discardHolder}
      {toastHolder}
      <GanttToolbar
        editable={editable}
        hasSelection={selected !== null}
        unsaved={state.unsaved}
        saving={state.saving}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        view={view}
        onView={setView}
        onCommand={(command) => void run(command)}
      />
      {!editable && save.status !== 'pending' && (
        <Alert type="info" showIcon message={t('mes.gantt.readOnly')} style={{ marginBottom: 8 }} />
      )}
      {state.failure && (
        <Alert
          type={state.failure.record ? 'error' : 'warning'}
          showIcon
          closable
          message={t('mes.gantt.saveFailed')}
          description={userMessageOf(state.failure.error)}
          style={{ marginBottom: 8 }}
        />
      )}
      <Spin spinning={state.load.status === 'loading' || !decided}>
        {decided && (
          <GanttChart
            ref={chart}
            label={t('mes.gantt.chart', { id: ganttId })}
            plan={state.plan}
            marks={marks}
            view={view}
            language={language}
            dateFormat={runtime.session.dateFormat}
            titles={titles}
            readOnly={!editable}
            canLink={canLink}
            onChange={state.edit}
            onEdit={openEdit}
            onDelete={confirmDelete}
            onSelect={setSelected}
          />
        )}
      </Spin>
      <TaskDialog
        open={dialog !== null}
        creating={dialog?.mode === 'create'}
        initial={
          dialog?.initial ?? {
            text: '',
            type: 'task',
            start_date: today(),
            end_date: today(),
            progress: 0,
          }
        }
        dateFormat={runtime.session.dateFormat}
        onClose={() => setDialog(null)}
        onOk={(fields) => {
          if (dialog?.mode === 'create') chart.current?.add(fields, dialog.parent);
          else if (dialog) chart.current?.update(dialog.id, fields);
        }}
      />
    </Card>
  );
}
