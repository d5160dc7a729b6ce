// Repair orders and repair workers of each organisation (seed: mock/data/property-service.ts).
// An order moves NEW → DISPATCHED → CLOSED (src/services/property/service-flow.ts); dispatch
// names one of the organisation's workers, close needs photos (the route checks the file
// store). Every write checks the version the caller read and bumps it.
import {
  seedRepairOrders,
  seedWorkers,
  type SeedRepairOrder,
  type SeedWorker,
} from '../../data/property-service';
import { nextRepairStatus, type RepairAction } from '../../../src/services/property/service-flow';
import type {
  RepairClose,
  RepairDispatch,
  RepairOrderCreate,
} from '../../../src/services/property/service-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';
import { t } from '../../data/lov-types';

export interface StoredRepairOrder extends SeedRepairOrder {
  attachmentUuid: string | null;
  objectVersionNumber: number;
}

const ACTION_NAMES: Record<RepairAction, { zh: string; en: string; from: string }> = {
  dispatch: { zh: '派单', en: 'dispatched', from: 'NEW' },
  close: { zh: '关闭', en: 'closed', from: 'DISPATCHED' },
};

/** The order is not in the status the action starts from. */
function statusRefused(order: StoredRepairOrder, action: RepairAction): AdminFailure {
  const { zh, en, from } = ACTION_NAMES[action];
  return new AdminFailure(
    'error.repair.status_invalid',
    t(
      `报修单 ${order.repairOrderId} 的状态是 ${order.status}：只有 ${from} 状态的报修单可以${zh}`,
      `Repair order ${order.repairOrderId} is ${order.status}: only a ${from} order can be ${en}`,
    ),
  );
}

export class RepairStore {
  private workers: SeedWorker[] = [];
  private orders = new Map<number, StoredRepairOrder>();
  private nextId = 1;

  /** `now()`: the gateway clock's date-time text for the dates an order records. */
  constructor(private readonly now: () => string) {
    this.reset();
  }

  reset(): void {
    this.workers = structuredClone(seedWorkers);
    this.orders = new Map(
      seedRepairOrders.map((seed) => [
        seed.repairOrderId,
        { ...structuredClone(seed), attachmentUuid: null, objectVersionNumber: 1 },
      ]),
    );
    this.nextId = Math.max(...seedRepairOrders.map((seed) => seed.repairOrderId)) + 1;
  }

  workersOf(tenantId: number): SeedWorker[] {
    return this.workers.filter((worker) => worker.tenantId === tenantId);
  }

  /** A worker of the organisation; another organisation's is not there for it. */
  worker(tenantId: number, workerId: number): SeedWorker {
    const worker = this.workers.find(
      (one) => one.workerId === workerId && one.tenantId === tenantId,
    );
    if (!worker) throw notFound(`维修工 ${workerId} 不存在`, `Worker ${workerId} does not exist`);
    return worker;
  }

  list(tenantId: number): StoredRepairOrder[] {
    return [...this.orders.values()].filter((one) => one.tenantId === tenantId);
  }

  get(tenantId: number, repairOrderId: number): StoredRepairOrder {
    const found = this.orders.get(repairOrderId);
    if (!found || found.tenantId !== tenantId) {
      throw notFound(
        `报修单 ${repairOrderId} 不存在`,
        `Repair order ${repairOrderId} does not exist`,
      );
    }
    return found;
  }

  create(tenantId: number, input: RepairOrderCreate): StoredRepairOrder {
    const created: StoredRepairOrder = {
      ...input,
      repairOrderId: this.nextId++,
      tenantId,
      status: 'NEW',
      workerId: null,
      resolution: null,
      attachmentUuid: null,
      createdAt: this.now(),
      dispatchedAt: null,
      closedAt: null,
      objectVersionNumber: 1,
    };
    this.orders.set(created.repairOrderId, created);
    return created;
  }

  /** The order as `action` leaves it, its version checked and bumped. */
  private move(
    tenantId: number,
    ref: { repairOrderId: number; objectVersionNumber: number },
    action: RepairAction,
  ): StoredRepairOrder {
    const stored = this.get(tenantId, ref.repairOrderId);
    checkVersion(stored, ref.objectVersionNumber);
    const status = nextRepairStatus(stored.status, action);
    if (!status) throw statusRefused(stored, action);
    stored.status = status;
    stored.objectVersionNumber += 1;
    return stored;
  }

  dispatch(tenantId: number, input: RepairDispatch): StoredRepairOrder {
    const worker = this.worker(tenantId, input.workerId);
    const moved = this.move(tenantId, input, 'dispatch');
    moved.workerId = worker.workerId;
    moved.dispatchedAt = this.now();
    return moved;
  }

  /** Closes with photos: `hasPhotos` says whether the attachment holds files of the tenant. */
  close(tenantId: number, input: RepairClose, hasPhotos: boolean): StoredRepairOrder {
    const stored = this.get(tenantId, input.repairOrderId);
    if (stored.status === 'DISPATCHED' && !hasPhotos) {
      throw new AdminFailure(
        'error.repair.photos_required',
        t(
          `关闭报修单 ${stored.repairOrderId} 需要至少一张照片`,
          `Closing repair order ${stored.repairOrderId} needs at least one photo`,
        ),
      );
    }
    const moved = this.move(tenantId, input, 'close');
    moved.resolution = input.resolution;
    moved.attachmentUuid = input.attachmentUuid;
    moved.closedAt = this.now();
    return moved;
  }
}
