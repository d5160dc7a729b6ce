// The workflow engine's records as the endpoints answer them: an instance row (the approval
// history page and the monitor), and a task row (My Tasks, Done Tasks) with what it offers now or
// whether its approval may still be recalled, in the caller's language.
import type { ProcessTaskDto } from '../../../src/services/workflow/process-types';
import type { LanguageCode } from '../types';
import type { ProcessInstanceRow } from '../work/wire';
import type { WorkflowEngine } from './engine-actions';
import type { StoredInstance, StoredTask } from './engine-model';
import { earlierTasks } from './graph';

export function instanceRow(engine: WorkflowEngine, instance: StoredInstance): ProcessInstanceRow {
  const definition = engine.definitionOf(instance);
  const [waiting] = engine.pendingOf(instance);
  return {
    processInstanceId: instance.processInstanceId,
    tenantId: instance.tenantId,
    definitionId: instance.definitionId,
    processKey: definition.processKey,
    processName: definition.name,
    businessKey: instance.businessKey,
    startUserName: instance.startUserName,
    startTime: instance.startTime,
    endTime: instance.endTime,
    suspended: instance.status === 'SUSPENDED',
    processStatus: instance.status,
    currentNodeId: waiting?.nodeId ?? null,
    currentTaskName: waiting ? engine.taskName(waiting) : null,
    currentAssigneeName: waiting?.assigneeName ?? null,
  };
}

export function taskRow(
  engine: WorkflowEngine,
  task: StoredTask,
  lang: LanguageCode,
  tenantName: (tenantId: number) => string,
): ProcessTaskDto {
  const instance = engine.instanceOf(task);
  const definition = engine.definitionOf(instance);
  const actions = engine.offered(task);
  const done = task.state === 'DONE';
  return {
    taskId: task.taskId,
    tenantId: task.tenantId,
    tenantName: tenantName(task.tenantId),
    processInstanceId: instance.processInstanceId,
    processName: definition.name,
    processKey: definition.processKey,
    businessKey: instance.businessKey,
    startUserName: instance.startUserName,
    instanceStartTime: instance.startTime,
    processStatus: instance.status,
    nodeId: task.nodeId,
    taskName: engine.taskName(task),
    assigneeName: task.assigneeName,
    createTime: task.createTime,
    coSign: Boolean(task.coSign),
    actions,
    jumpTargets: actions.includes('Jump') ? earlierTasks(definition, task.nodeId) : [],
    action: task.action,
    comment: task.comment,
    endTime: task.endTime,
    recallable: done && !engine.recallBlocked(task),
    recallBlockedReason: done ? engine.recallReason(task, lang) : null,
  };
}
