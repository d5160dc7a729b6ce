// Routings per organisation (seed: mock/data/production-orders.ts): an item's operations in the
// order they run. The operations are saved as one list in their new order: the store numbers
// them 10, 20, … and refuses a duplicate operation code (whatever its case). Every save checks
// the version the caller read and bumps it.
import { seedRoutings, type SeedRouting } from '../../data/production-orders';
import { t } from '../../data/lov-types';
import { AdminFailure } from '../admin/failure';
import { checkVersion, ofTenant } from './orders-input';
import type { RoutingDetail } from './orders-wire';

export type StoredRouting = Omit<SeedRouting, 'operations'> &
  Pick<RoutingDetail, 'operations' | 'objectVersionNumber'>;

export type OperationInput = Omit<RoutingDetail['operations'][number], 'seq'>;

/** Operation numbers step by 10, leaving room to insert by hand as shop floors do. */
export const SEQ_STEP = 10;

const numbered = (operations: OperationInput[]) =>
  operations.map((operation, index) => ({ seq: (index + 1) * SEQ_STEP, ...operation }));

function seeded(routing: SeedRouting): StoredRouting {
  return {
    ...routing,
    operations: numbered(
      routing.operations.map(
        ([operationCode, operationName, workCenter, setupMinutes, runMinutes]) => ({
          operationCode,
          operationName,
          workCenter,
          setupMinutes,
          runMinutes,
        }),
      ),
    ),
    objectVersionNumber: 1,
  };
}

export class RoutingStore {
  private routings = new Map<number, StoredRouting>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.routings = new Map(seedRoutings.map((routing) => [routing.routingId, seeded(routing)]));
  }

  list(tenantId: number): StoredRouting[] {
    return [...this.routings.values()].filter((routing) => routing.tenantId === tenantId);
  }

  get(tenantId: number, routingId: number): StoredRouting {
    return ofTenant(
      this.routings.get(routingId),
      tenantId,
      `工艺路线 ${routingId}`,
      `Routing ${routingId}`,
    );
  }

  saveOperations(
    tenantId: number,
    routingId: number,
    version: number,
    operations: OperationInput[],
  ): StoredRouting {
    const stored = this.get(tenantId, routingId);
    checkVersion(stored, version);
    const seen = new Set<string>();
    for (const { operationCode } of operations) {
      const key = operationCode.toUpperCase();
      if (seen.has(key)) {
        throw new AdminFailure(
          'error.routing.operation_duplicate',
          t(
            `工序编码 ${operationCode} 在工艺路线 ${stored.routingCode} 中重复`,
            `Operation code ${operationCode} appears twice in routing ${stored.routingCode}`,
          ),
        );
      }
      seen.add(key);
    }
    const saved: StoredRouting = {
      ...stored,
      operations: numbered(operations),
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.routings.set(routingId, saved);
    return saved;
  }
}
