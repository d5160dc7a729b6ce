// Tenant initialisations (Tenant Initialisation's log): each run takes its steps (init-steps.ts) one
// after the other, STEP_MS apiece on the gateway's clock. No timer runs: `settle()` (called by every
// route that reads or changes runs) does what the clock says is due, so moving the clock forward
// (`POST /__mock__/clock`) finishes a run, and nothing is left to clean up on reset.
import type { Texts } from '../../data/lov-types';
import type { Clock } from '../clock';
import { INIT_STEPS, STEP_MS, runStep, type InitStepCode, type StepWorld } from './init-steps';

export type StepStatus = 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED';
export type RunStatus = 'RUNNING' | 'SUCCESS' | 'FAILED';

export interface StoredStep {
  code: InitStepCode;
  status: StepStatus;
  startedAt: number | null;
  endedAt: number | null;
  /** Why it failed. */
  failure: Texts | null;
}

export interface StoredRun {
  runId: number;
  tenantId: number;
  adminUserId: number;
  /** Who started it. */
  createdBy: number;
  startedAt: number;
  endedAt: number | null;
  retries: number;
  steps: StoredStep[];
}

export function runStatus(run: StoredRun): RunStatus {
  if (run.steps.some((step) => step.status === 'FAILED')) return 'FAILED';
  return run.steps.every((step) => step.status === 'SUCCESS') ? 'SUCCESS' : 'RUNNING';
}

export class TenantInitStore {
  private runs: StoredRun[] = [];
  private nextId = 1;

  constructor(
    private readonly clock: Clock,
    private readonly world: StepWorld,
  ) {}

  reset(): void {
    this.runs = [];
    this.nextId = 1;
  }

  /** Every run, newest first, after doing what is due. */
  list(): StoredRun[] {
    this.settle();
    return [...this.runs].reverse();
  }

  find(runId: number): StoredRun | undefined {
    this.settle();
    return this.runs.find((run) => run.runId === runId);
  }

  /** Starts the steps of a tenant created for it; the first one runs from now. */
  start(tenantId: number, adminUserId: number, createdBy: number): StoredRun {
    const now = this.clock.now();
    const run: StoredRun = {
      runId: this.nextId++,
      tenantId,
      adminUserId,
      createdBy,
      startedAt: now,
      endedAt: null,
      retries: 0,
      steps: INIT_STEPS.map((code, index) => ({
        code,
        status: index === 0 ? 'RUNNING' : 'PENDING',
        startedAt: index === 0 ? now : null,
        endedAt: null,
        failure: null,
      })),
    };
    this.runs.push(run);
    return run;
  }

  /** Runs a failed run's failed step again from now (the caller checked it failed). */
  retry(run: StoredRun): StoredRun {
    const failed = run.steps.find((step) => step.status === 'FAILED');
    if (!failed) return run;
    Object.assign(failed, {
      status: 'RUNNING',
      startedAt: this.clock.now(),
      endedAt: null,
      failure: null,
    });
    run.endedAt = null;
    run.retries += 1;
    return run;
  }

  /** Does every step whose time is up, in order; a failed step stops its run. */
  settle(): void {
    const now = this.clock.now();
    for (const run of this.runs) {
      if (run.endedAt === null) this.advance(run, now);
    }
  }

  private advance(run: StoredRun, now: number): void {
    for (let index = 0; index < run.steps.length; index += 1) {
      const step = run.steps[index];
      if (step.status === 'SUCCESS') continue;
      if (step.status !== 'RUNNING' || step.startedAt === null) return;
      const due = step.startedAt + STEP_MS;
      if (due > now) return;
      const failure = runStep(step.code, this.world, run);
      step.endedAt = due;
      if (failure) {
        Object.assign(step, { status: 'FAILED', failure });
        run.endedAt = due;
        return;
      }
      step.status = 'SUCCESS';
      const next = run.steps[index + 1];
      if (next) Object.assign(next, { status: 'RUNNING', startedAt: due });
      else run.endedAt = due;
    }
  }
}
