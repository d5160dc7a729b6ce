/**
 * The plan a Gantt page edits: loaded from the gateway, the user's edits with undo and redo, what
 * is unsaved, and saving it (model/save-plan.ts). A failed save keeps every unsaved edit and names
 * the task or link the gateway refused.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ganttBatchApi } from './api/gantt-api';
import { loadPlan } from './api/load-plan';
import { changeCount, planChanges, unsavedTaskIds } from './model/changes';
import { historyOf, record, redo, replacePresent, undo, type History } from './model/history';
import { EMPTY_PLAN, type Plan, type PlanScope } from './model/plan';
import { savePlan, type SaveFailure } from './model/save-plan';

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; error: unknown };

export interface GanttPlanState {
  load: LoadState;
  plan: Plan;
  unsaved: number;
  unsavedIds: ReadonlySet<string>;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  failure: SaveFailure | null;
  edit(plan: Plan): void;
  undo(): void;
  redo(): void;
  save(): Promise<boolean>;
  reload(): void;
  /** Puts back a plan kept from a session that ended (its edits unsaved again). */
  restore(plan: Plan): void;
}

export function useGanttPlan(scope: PlanScope): GanttPlanState {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [baseline, setBaseline] = useState<Plan>(EMPTY_PLAN);
  const [history, setHistory] = useState<History<Plan>>(() => historyOf(EMPTY_PLAN));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ baseline, plan: history.present });
  latest.current = { baseline, plan: history.present };
  const { ganttId, tenantId } = scope;

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    loadPlan({ ganttId, tenantId }).then(
      (plan) => {
        if (!live) return;
        setBaseline(plan);
        setHistory(historyOf(plan));
        setFailure(null);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => live && setLoad({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [ganttId, tenantId, attempt]);

  const changes = useMemo(
    () => planChanges(baseline, history.present),
    [baseline, history.present],
  );

  const save = useCallback(async () => {
    setSaving(true);
    try {
      const outcome = await savePlan(
        { baseline: latest.current.baseline, current: latest.current.plan },
        { ganttId, tenantId },
        ganttBatchApi,
      );
      setBaseline(outcome.baseline);
      // ids the gateway gave replace the new ones; what was saved cannot be undone into a copy
      setHistory((now) =>
        outcome.progressed ? historyOf(outcome.current) : replacePresent(now, outcome.current),
      );
      setFailure(outcome.failure ?? null);
      return !outcome.failure;
    } finally {
      setSaving(false);
    }
  }, [ganttId, tenantId]);

  return {
    load,
    plan: history.present,
    unsaved: changeCount(changes),
    unsavedIds: useMemo(() => unsavedTaskIds(changes), [changes]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    saving,
    failure,
    edit: useCallback((plan: Plan) => setHistory((now) => record(now, plan)), []),
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    save,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    restore: useCallback((plan: Plan) => setHistory((now) => record(now, plan)), []),
  };
}
