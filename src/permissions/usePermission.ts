import { useEffect, useMemo, useState } from 'react';
import { permissionCodesOf, type PermissionList } from './normalize';
import { useRuntime } from '../runtime/RuntimeProvider';
import { permissionCheckerOf } from './current-checker';
import type { PermissionChecker, PermissionDecision } from './permission-checker';

export type PermissionState = PermissionDecision | { status: 'pending' };

/**
 * Whether the current scope may use a control guarded by `permissionList`: pending until the
 * batch check answers, then allowed or denied (with how to show the denied control). Follows the
 * checker, so a scope change re-decides.
 */
export function usePermission(
  permissionList: PermissionList | undefined,
  given?: PermissionChecker,
): PermissionState {
  const runtime = useRuntime();
  const checker = given ?? permissionCheckerOf(runtime);
  const key = permissionCodesOf(permissionList).join('\n');
  const codes = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const [decision, setDecision] = useState(() => checker.peek(codes));

  useEffect(() => {
    let live = true;
    const refresh = (): void => {
      const known = checker.peek(codes);
      setDecision(known);
      if (!known) {
        void checker.decide(codes).then((next) => {
          if (live) setDecision(next);
        });
      }
    };
    refresh();
    const unsubscribe = checker.subscribe(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [checker, codes]);

  return decision ?? { status: 'pending' };
}
