/**
 * For tests: a permission checker against an in-memory server that approves `approved`, hides
 * `hidden` and disables every other code, with the batch timer run by hand.
 */
import type { PermissionCheckDto } from '../services/iam/types';
import { createPermissionChecker, type PermissionCheckerOptions } from './permission-checker';

export interface FakeServer {
  approved: string[];
  hidden?: string[];
}

export function createFakeChecker(
  server: FakeServer,
  overrides: Partial<PermissionCheckerOptions> = {},
) {
  const requests: string[][] = [];
  const timers: Array<() => void> = [];
  let scope = 'tenant-1:role-1';
  const checker = createPermissionChecker({
    scope: () => scope,
    check: async (codes) => {
      requests.push(codes);
      return codes.map(
        (code): PermissionCheckDto => ({
          code,
          approve: server.approved.includes(code),
          controllerType: server.hidden?.includes(code) ? 'hidden' : 'disabled',
        }),
      );
    },
    schedule: (run) => {
      timers.push(run);
      return () => {
        const index = timers.indexOf(run);
        if (index >= 0) timers.splice(index, 1);
      };
    },
    ...overrides,
  });
  return {
    checker,
    requests,
    setScope(next: string) {
      scope = next;
    },
    /** Runs the due batch and lets its answer settle. */
    async runBatch() {
      timers.splice(0).forEach((run) => run());
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}
