// The workflow engine as a state machine: each action from a seeded waiting task, where the
// instance goes, who waits next, what the history says and who is told; then every refusal.
import type { TaskActionBody } from '../../../src/services/workflow/process-types';
import { Accounts } from '../accounts';
import { AdminFailure } from '../admin/failure';
import { Clock } from '../clock';
import { MessageStore } from '../work/message-store';
import { DefinitionStore } from './definition-store';
import { WorkflowEngine } from './engine-actions';
import { gatewayPeople } from './people';

const ADMIN = 1;
const ALICE = 2;
/** Acme staff: Lei Wang (enabled), Tao Wang (disabled); Globex: Wei Wang. */
const LEI = 1003;
const DISABLED = 1007;
const GLOBEX_WEI = 2001;
/** Seeded waiting tasks. */
const ALICE_10001 = 20001;
const ADMIN_10005 = 20004;
const ALICE_10006 = 20005;

let engine: WorkflowEngine;
let messages: MessageStore;
const site = (userId: number) => ({ userId, scope: 'all' as const });

beforeEach(() => {
  const clock = new Clock();
  messages = new MessageStore(clock);
  engine = new WorkflowEngine({
    clock,
    definitions: new DefinitionStore(),
    messages,
    people: gatewayPeople(new Accounts()),
  });
});

const pending = (instanceId: number) =>
  engine
    .allTasks('all', 'PENDING')
    .filter((task) => task.processInstanceId === instanceId)
    .map((task) => `${task.nodeId}:${task.assigneeId}${task.coSign ? ':co' : ''}`);
const status = (instanceId: number) => engine.instance('all', instanceId).status;
const lastSteps = (instanceId: number, n: number) =>
  engine
    .history('all', instanceId)
    .slice(-n)
    .map((step) => `${step.action ?? 'running'}:${step.assigneeName}:${step.comment ?? ''}`);
const newestSubject = (userId: number) => messages.list(userId, 'en_US', {}, 1)[0]?.subject;
/** The pending task of an instance for a user. */
const taskOf = (instanceId: number, userId: number) =>
  engine
    .allTasks('all', 'PENDING')
    .find((task) => task.processInstanceId === instanceId && task.assigneeId === userId)!.taskId;

function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AdminFailure) return `${error.code}: ${error.texts.en_US}`;
    throw error;
  }
  throw new Error('no failure');
}

describe('the seed', () => {
  it('converts 10001–10004 with their histories and waits for admin and alice', () => {
    expect(lastSteps(10001, 2)).toEqual([
      'Revoke:Carol Wang:Previous approval revoked for the new amount.',
      'running:Alice Chen:',
    ]);
    expect(status(10002)).toBe('APPROVED');
    expect(status(10003)).toBe('SUSPENDED');
    expect(pending(10004)).toEqual([`plant_review:${GLOBEX_WEI}`]);
    expect(pending(10005)).toEqual([`finance_review:${ADMIN}`]);
    expect(pending(10006)).toEqual([`dept_review:${ALICE}`]);
    expect(pending(10007)).toEqual([`planning_review:${ALICE}`]);
  });

  it('seeds alice’s done tasks: the approval before admin’s waiting review may be recalled', () => {
    const done = engine.allTasks('all', 'DONE').filter((task) => task.assigneeId === ALICE);
    expect(
      done.map((task) => [task.processInstanceId, engine.recallReason(task, 'en_US')]),
    ).toEqual([
      [10002, 'The process has ended'],
      [10005, null],
    ]);
    engine.act(site(ALICE), done[1].taskId, { action: 'Recall', comment: 'Wrong meter' });
    expect(pending(10005)).toEqual([`dept_review:${ALICE}`]);
  });

  it('offers a suspended instance’s task nothing; Jump only where a step is earlier', () => {
    expect(engine.offered(engine.task('all', 20002))).toEqual([]);
    expect(engine.offered(engine.task('all', ALICE_10006))).toContain('Jump');
  });
});

describe('an action on alice’s department review of 10006 (finance, admin’s, comes next)', () => {
  it.each<[string, TaskActionBody, string, string[], string, [number, string] | null]>([
    [
      'Approved moves on; the next assignee is told',
      { action: 'Approved', comment: 'Readings fine' },
      'RUNNING',
      [`finance_review:${ADMIN}`],
      'Approved:Alice Chen:Readings fine',
      [ADMIN, '待审批：Meter readings（MR-B-2024-06）'],
    ],
    [
      'Rejected ends it; the starter (alice herself) is not told',
      { action: 'Rejected', comment: 'Wrong month' },
      'REJECTED',
      [],
      'Rejected:Alice Chen:Wrong month',
      null,
    ],
    [
      'AddSign gives the step to a co-signer',
      { action: 'AddSign', comment: 'Please check', targetUserId: LEI },
      'RUNNING',
      [`dept_review:${LEI}:co`],
      'AddSign:Alice Chen:Please check → Lei Wang',
      [LEI, 'To approve: Meter readings (MR-B-2024-06)'],
    ],
    [
      'Delegate makes the step another user’s',
      { action: 'Delegate', targetUserId: LEI },
      'RUNNING',
      [`dept_review:${LEI}`],
      'Delegate:Alice Chen:→ Lei Wang',
      [LEI, 'To approve: Meter readings (MR-B-2024-06)'],
    ],
    [
      'Jump sends it back to the starter’s Submit',
      { action: 'Jump', comment: 'Add the photo', targetNodeId: 'submit' },
      'RUNNING',
      [`submit:${ALICE}`],
      'Jump:Alice Chen:Add the photo → Submit',
      null,
    ],
    [
      'CarbonCopy tells a user; nothing moves',
      { action: 'CarbonCopy', comment: 'FYI', targetUserId: LEI },
      'RUNNING',
      [`dept_review:${ALICE}`],
      'CarbonCopy:Alice Chen:FYI → Lei Wang',
      [LEI, 'Copied to you: Meter readings (MR-B-2024-06)'],
    ],
  ])('%s', (_name, body, instanceStatus, waiting, step, told) => {
    engine.act(site(ALICE), ALICE_10006, body);
    expect(status(10006)).toBe(instanceStatus);
    expect(pending(10006)).toEqual(waiting);
    const closed = engine.history('all', 10006).filter((one) => one.action);
    expect(
      closed.map((one) => `${one.action}:${one.assigneeName}:${one.comment ?? ''}`).at(-1),
    ).toBe(step);
    if (told) expect(newestSubject(told[0])).toBe(told[1]);
  });

  it('a co-signer’s approval goes back to who asked (AddSign) or on (ApproveAndAddSign)', () => {
    engine.act(site(ALICE), ALICE_10006, { action: 'AddSign', targetUserId: LEI });
    engine.act(site(LEI), taskOf(10006, LEI), { action: 'Approved' });
    expect(pending(10006)).toEqual([`dept_review:${ALICE}`]);
    engine.act(site(ALICE), taskOf(10006, ALICE), {
      action: 'ApproveAndAddSign',
      targetUserId: LEI,
    });
    expect(pending(10006)).toEqual([`dept_review:${LEI}:co`]);
    engine.act(site(LEI), taskOf(10006, LEI), { action: 'Approved' });
    expect(pending(10006)).toEqual([`finance_review:${ADMIN}`]);
  });

  it('the last approval finishes it and tells the starter; the starter may revoke at Submit', () => {
    engine.act(site(ADMIN), ADMIN_10005, { action: 'Approved' });
    expect(status(10005)).toBe('APPROVED');
    expect(engine.instance('all', 10005).endTime).not.toBeNull();
    expect(newestSubject(ALICE)).toBe('Approved: Meter readings (MR-A-2024-06)');

    engine.act(site(ALICE), ALICE_10006, { action: 'Jump', comment: 'x', targetNodeId: 'submit' });
    engine.act(site(ALICE), taskOf(10006, ALICE), { action: 'Revoke', comment: 'Not needed' });
    expect(status(10006)).toBe('REVOKED');
    expect(pending(10006)).toEqual([]);
  });

  it('Recall takes an approval back while the next step is untouched', () => {
    engine.act(site(ALICE), ALICE_10006, { action: 'Approved', comment: 'ok' });
    expect(engine.recallBlocked(engine.task('all', ALICE_10006))).toBeUndefined();
    engine.act(site(ALICE), ALICE_10006, { action: 'Recall', comment: 'One more look' });
    expect(pending(10006)).toEqual([`dept_review:${ALICE}`]);
    expect(lastSteps(10006, 2)).toEqual(['Recall:Alice Chen:One more look', 'running:Alice Chen:']);
    expect(engine.recallReason(engine.task('all', ALICE_10006), 'en_US')).toBe(
      'The next step has already been acted on',
    );
  });
});

describe('refusals', () => {
  const approve =
    (userId: number, taskId: number, body: Partial<TaskActionBody> = {}) =>
    () =>
      engine.act(site(userId), taskId, { action: 'Approved', ...body } as TaskActionBody);

  it.each<[string, () => void, string]>([
    ['someone else’s task', approve(ADMIN, ALICE_10006), 'error.workflow.not_assigned'],
    [
      'another tenant’s task',
      () => engine.act({ userId: ALICE, scope: 2 }, ALICE_10006, { action: 'Approved' }),
      'error.record.not_found',
    ],
    ['a suspended instance', approve(ALICE, 20002), 'error.workflow.not_running'],
    [
      'Rejected without a comment',
      approve(ALICE, ALICE_10006, { action: 'Rejected' }),
      'error.param.invalid: Comment is required',
    ],
    [
      'Delegate without a user',
      approve(ALICE, ALICE_10006, { action: 'Delegate' }),
      'error.param.invalid: User is required',
    ],
    [
      'a disabled user',
      approve(ALICE, ALICE_10006, { action: 'Delegate', targetUserId: DISABLED }),
      'error.param.invalid: The chosen user 1007 is not an enabled user of this organisation',
    ],
    [
      'another tenant’s user',
      approve(ALICE, ALICE_10006, { action: 'CarbonCopy', targetUserId: GLOBEX_WEI }),
      'error.param.invalid: The chosen user 2001',
    ],
    [
      'the assignee themself',
      approve(ALICE, ALICE_10006, { action: 'AddSign', targetUserId: ALICE }),
      'error.param.invalid: The chosen user already holds the task',
    ],
    [
      'Jump without a step',
      approve(ALICE, ALICE_10006, { action: 'Jump', comment: 'x' }),
      'error.param.invalid: Step to send back to is required',
    ],
    [
      'Jump to a later step',
      approve(ALICE, ALICE_10006, { action: 'Jump', comment: 'x', targetNodeId: 'finance_review' }),
      'error.param.invalid: The step finance_review to send back to is not before "Department review"',
    ],
    [
      'an action the step does not offer',
      approve(ALICE, ALICE_10006, { action: 'Revoke', comment: 'x' }),
      'error.workflow.action_not_offered',
    ],
    [
      'an unknown action',
      approve(ALICE, ALICE_10006, { action: 'Shred' as never }),
      'error.param.invalid: Unknown approval action Shred',
    ],
    [
      'Recall of a pending task',
      approve(ALICE, ALICE_10001, { action: 'Recall', comment: 'x' }),
      'error.workflow.recall_refused: Only an approval can be recalled',
    ],
  ])('%s', (_name, run, expected) => {
    expect(failureOf(run)).toContain(expected);
  });

  it('a task already handled, and Recall once the next step was acted on or the process ended', () => {
    approve(ALICE, ALICE_10006)();
    expect(failureOf(approve(ALICE, ALICE_10006))).toContain('error.workflow.task_done');
    engine.act(site(ADMIN), taskOf(10006, ADMIN), { action: 'CarbonCopy', targetUserId: LEI });
    const recall = approve(ALICE, ALICE_10006, { action: 'Recall', comment: 'x' });
    expect(failureOf(recall)).toBe(
      'error.workflow.recall_refused: The next step has already been acted on',
    );
    approve(ADMIN, taskOf(10006, ADMIN))();
    expect(failureOf(recall)).toBe('error.workflow.recall_refused: The process has ended');
  });
});

describe('the monitor’s operations', () => {
  it('suspend and resume: a suspended instance offers nothing', () => {
    engine.suspend(site(ADMIN), 10006);
    expect(status(10006)).toBe('SUSPENDED');
    expect(engine.offered(engine.task('all', ALICE_10006))).toEqual([]);
    expect(failureOf(() => engine.suspend(site(ADMIN), 10006))).toContain('not_running');
    engine.resume(site(ADMIN), 10006);
    expect(status(10006)).toBe('RUNNING');
    expect(failureOf(() => engine.resume(site(ADMIN), 10006))).toContain('not_suspended');
  });

  it('terminate ends it, withdraws the waiting task and tells the starter', () => {
    engine.terminate(site(ADMIN), 10006);
    expect(status(10006)).toBe('TERMINATED');
    expect(pending(10006)).toEqual([]);
    expect(newestSubject(ALICE)).toBe('Terminated: Meter readings (MR-B-2024-06)');
    expect(failureOf(() => engine.terminate(site(ADMIN), 10006))).toContain('error.workflow.ended');
  });

  it('reassign gives a waiting task to another user, who is told', () => {
    engine.reassign(site(ADMIN), ALICE_10006, LEI, 'Alice is away');
    expect(pending(10006)).toEqual([`dept_review:${LEI}`]);
    expect(newestSubject(LEI)).toBe('To approve: Meter readings (MR-B-2024-06)');
    expect(lastSteps(10006, 2)[0]).toBe('Delegate:管理员:Alice is away → Lei Wang');
    expect(failureOf(() => engine.reassign(site(ADMIN), taskOf(10006, LEI), LEI))).toContain(
      'already holds the task',
    );
    expect(
      failureOf(() => engine.reassign({ userId: ADMIN, scope: 2 }, ALICE_10001, LEI)),
    ).toContain('error.record.not_found');
  });

  it('start: a new instance waits at its first step for the starter', () => {
    const id = engine.start(1, 'METER_READING', ALICE, 'MR-C-2024-07');
    expect(pending(id)).toEqual([`submit:${ALICE}`]);
  });

  it('reset restores the seed', () => {
    engine.act(site(ALICE), ALICE_10006, { action: 'Approved' });
    engine.reset();
    expect(pending(10006)).toEqual([`dept_review:${ALICE}`]);
  });
});
