// Production plans per organisation (seed: mock/data/production-orders.ts). A plan is created as
// DRAFT with a Gantt chart of its own (the tenant's next chart id), edited while DRAFT and
// released once. Every write checks the version the caller read and bumps it.
import { seedPlans, type SeedPlan } from '../../data/production-orders';
import { AdminFailure } from '../admin/failure';
import { t } from '../../data/lov-types';
import { checkVersion, ofTenant, statusRefused } from './orders-input';
import type { PlanStatus } from './orders-wire';

export interface StoredPlan extends SeedPlan {
  planStatus: PlanStatus;
  objectVersionNumber: number;
}

export interface PlanInput {
  planCode: string;
  planName: string;
  startDate: string;
  endDate: string;
  aqlPercent: number;
  remark: string | null;
}

export interface PlanChange extends PlanInput {
  planId: number;
  objectVersionNumber: number;
}

/** The first chart id of an organisation's plans: 2001 at Globex, 1001 at Acme. */
const firstGanttId = (tenantId: number) => tenantId * 1000 + 1;

export class PlanStore {
  private plans = new Map<number, StoredPlan>();
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.plans = new Map(
      seedPlans.map((plan) => [plan.planId, { ...plan, objectVersionNumber: 1 }]),
    );
    this.nextId = Math.max(...seedPlans.map((plan) => plan.planId)) + 1;
  }

  list(tenantId: number): StoredPlan[] {
    return [...this.plans.values()].filter((plan) => plan.tenantId === tenantId);
  }

  get(tenantId: number, planId: number): StoredPlan {
    return ofTenant(
      this.plans.get(planId),
      tenantId,
      `生产计划 ${planId}`,
      `Production plan ${planId}`,
    );
  }

  create(tenantId: number, input: PlanInput): StoredPlan {
    this.checkUnique(tenantId, input.planCode);
    const ganttIds = this.list(tenantId).map((plan) => plan.ganttId);
    const plan: StoredPlan = {
      ...input,
      planId: this.nextId++,
      tenantId,
      planStatus: 'DRAFT',
      ganttId: Math.max(firstGanttId(tenantId) - 1, ...ganttIds) + 1,
      objectVersionNumber: 1,
    };
    this.plans.set(plan.planId, plan);
    return plan;
  }

  update(tenantId: number, change: PlanChange): StoredPlan {
    const stored = this.get(tenantId, change.planId);
    checkVersion(stored, change.objectVersionNumber);
    if (stored.planStatus !== 'DRAFT') {
      throw statusRefused(
        'error.plan.status_invalid',
        `计划 ${stored.planCode} 已下达，不能再修改`,
        `Plan ${stored.planCode} is released: only a DRAFT plan can be edited`,
      );
    }
    this.checkUnique(tenantId, change.planCode, stored.planId);
    const { planId: _id, objectVersionNumber: _version, ...fields } = change;
    const saved = { ...stored, ...fields, objectVersionNumber: stored.objectVersionNumber + 1 };
    this.plans.set(saved.planId, saved);
    return saved;
  }

  release(tenantId: number, planId: number, version: number): StoredPlan {
    const stored = this.get(tenantId, planId);
    checkVersion(stored, version);
    if (stored.planStatus !== 'DRAFT') {
      throw statusRefused(
        'error.plan.status_invalid',
        `计划 ${stored.planCode} 已经下达`,
        `Plan ${stored.planCode} is already released`,
      );
    }
    const saved: StoredPlan = {
      ...stored,
      planStatus: 'RELEASED',
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.plans.set(planId, saved);
    return saved;
  }

  private checkUnique(tenantId: number, planCode: string, except?: number): void {
    const taken = this.list(tenantId).some(
      (plan) => plan.planId !== except && plan.planCode.toLowerCase() === planCode.toLowerCase(),
    );
    if (taken) {
      throw new AdminFailure(
        'error.plan.code_duplicate',
        t(`计划编码 ${planCode} 已存在`, `Plan code ${planCode} already exists`),
      );
    }
  }
}
