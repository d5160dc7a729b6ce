import { useEffect, useMemo, useState } from 'react';
import { permissionCodesOf, type PermissionList } from './normalize';
import { useRuntime } from '../runtime/RuntimeProvider';
import { permissionCheckerOf } from './current-checker';
import type { PermissionChecker, PermissionDecision } from './permission-checker';

export type PermissionState = PermissionDecision | { status: 'pending' };

const PENDING: PermissionState = { status: 'pending' };

/**
 * Whether the current scope may use a control guarded by `permissionList`: pending until the
 * batch check answers, then allowed or denied (with how to show the denied control). Follows the
 * checker, so a scope change re-decides.
 */
export function usePermission(
  permissionList: PermissionList | undefined,
  given?: PermissionChecker,
): PermissionState {
  return usePermissions([permissionList], given)[0];
}

/**
 * `usePermission` for a varying number of controls at once (a row's actions): one state per
 * list, in order. Unknown codes of every list join the same batch, so they cost one request.
 */
export function usePermissions(
  permissionLists: ReadonlyArray<PermissionList | undefined>,
  given?: PermissionChecker,
): PermissionState[] {
  const runtime = useRuntime();
  const checker = given ?? permissionCheckerOf(runtime);
  // A stable key: callers pass a new array (of new lists) on every render.
  const key = JSON.stringify(permissionLists.map((list) => permissionCodesOf(list)));
  const codeLists = useMemo(() => JSON.parse(key) as string[][], [key]);
  const peekAll = () => codeLists.map((codes) => checker.peek(codes));
  const [decided, setDecided] = useState(() => ({ key, checker, decisions: peekAll() }));

  useEffect(() => {
    let live = true;
    const refresh = (): void => {
      const known = codeLists.map((codes) => checker.peek(codes));
      setDecided({ key, checker, decisions: known });
      if (known.every(Boolean)) return;
      void Promise.all(codeLists.map((codes) => checker.decide(codes))).then((next) => {
        if (live) setDecided({ key, checker, decisions: next });
      });
    };
    refresh();
    const unsubscribe = checker.subscribe(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [checker, codeLists, key]);

  // Until the effect runs for new lists (or a new checker), the old decisions belong to others.
  const current =
    decided.key === key && decided.checker === checker ? decided.decisions : peekAll();
  return current.map((decision) => decision ?? PENDING);
}
