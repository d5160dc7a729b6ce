// /hwfl approval history of a process instance: its steps in order, the running one without
// action or endTime. An unknown instance has an empty history.
import { seedApprovalHistories } from '../../data/approval';
import { json } from '../http/reply';
import type { ApprovalStep } from '../work/wire';
import { tenantRoutes } from './tenant-path';

export const approvalRoutes = tenantRoutes(
  'GET',
  '/hwfl/v1/:tid/process/instance/:processInstanceId/approve-history',
  (ctx) => {
    const instance = ctx.params.processInstanceId;
    const seeded = Object.hasOwn(seedApprovalHistories, instance)
      ? seedApprovalHistories[instance]
      : [];
    const steps: ApprovalStep[] = seeded.map((step, index) => ({
      id: Number(instance) * 100 + index + 1,
      ...step,
    }));
    return json(steps);
  },
);
