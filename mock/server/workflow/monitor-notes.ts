// What the Process Monitor adds to the engine's operations (engine.ts), kept beside it: a
// termination with its reason, recorded as the instance's last history step (action `Terminated`,
// the operator, the reason as the comment), which the engine's `terminate` does not record.
import type { WorkflowEngine } from './engine-actions';
import type { Caller } from './engine';
import { stepId } from './engine-model';

export function terminateWithReason(
  engine: WorkflowEngine,
  caller: Caller,
  processInstanceId: number,
  reason: string,
  operatorName: string,
): void {
  const instance = engine.instance(caller.scope, processInstanceId);
  const [waiting] = engine.pendingOf(instance);
  engine.terminate(caller, processInstanceId);
  instance.steps.push({
    id: stepId(instance),
    action: 'Terminated',
    taskName: waiting ? engine.taskName(waiting) : '',
    assigneeName: operatorName,
    positionName: '',
    unitName: '',
    comment: reason,
    startTime: waiting?.createTime ?? instance.startTime,
    endTime: instance.endTime,
  });
}
