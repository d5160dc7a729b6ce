/**
 * Production plans as a resource: search by code, name and status; the plan's dates, AQL and
 * how many work orders it has; a DRAFT plan is edited and released (guarded by its button
 * codes, release asks first); every plan opens its work orders (a drawer of the page's own) and
 * its Gantt chart (a tab of the shell).
 */
import { DayField } from '@polaris/core/kit/form/DayField';
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import {
  PLAN_STATUSES,
  type PlanQuery,
  type PlanSave,
  type ProductionPlanDto,
} from '@polaris/core/services/production/orders-types';
import { createPlan } from './api/create-plan';
import { fetchPlans } from './api/fetch-plans';
import { releasePlan } from './api/release-plan';
import { updatePlan } from './api/update-plan';

/** The button code guarding an action (the gateway refuses the call without it). */
export const planPermission = (key: string) => `globex.production.plan.button.${key}`;

/** Where a plan's chart opens: the Gantt Scheduling page of the shell, on that chart. */
export const ganttAddress = (plan: Pick<ProductionPlanDto, 'ganttId'>) =>
  `/hpfm/gantt?ganttId=${encodeURIComponent(plan.ganttId)}`;

const STATUS_TONES: Record<string, StatusView> = {
  DRAFT: view('mes.plan.status.DRAFT', 'default'),
  RELEASED: view('mes.plan.status.RELEASED', 'processing'),
};
export const planStatus = (code: string): StatusView | undefined => STATUS_TONES[code];

const isDraft = (plan: ProductionPlanDto) => plan.planStatus === 'DRAFT';

type PlanValues = Omit<PlanSave, 'planId' | 'objectVersionNumber'>;

export const plansResource = defineResource<ProductionPlanDto, PlanQuery, PlanValues>({
  key: ['mes', 'plans'],
  alsoChanges: [['mes', 'work-orders']],
  texts: 'mes.plan',
  endpoint: fetchPlans,
  rowKey: 'planId',
  exportable: true,
  search: [
    { name: 'planCode' },
    { name: 'planName' },
    {
      name: 'planStatus',
      kind: 'select',
      options: (t) =>
        PLAN_STATUSES.map((code) => ({ value: code, label: t(`mes.plan.status.${code}`) })),
    },
  ],
  columns: [
    { field: 'planCode', width: 140, kind: 'code', sort: true },
    { field: 'planName', width: 200 },
    { field: 'planStatus', width: 110, kind: 'tag', status: planStatus },
    { field: 'startDate', width: 120, kind: 'date', sort: true },
    { field: 'endDate', width: 120, kind: 'date', sort: true },
    { field: 'aqlPercent', width: 90, kind: 'number' },
    { field: 'workOrderCount', width: 110, kind: 'number', opens: 'workOrders' },
  ],
  actions: [
    { key: 'edit', permission: planPermission('edit'), when: isDraft },
    {
      key: 'release',
      permission: planPermission('release'),
      when: isDraft,
      confirm: {
        title: 'mes.plan.release.title',
        content: 'mes.plan.release.content',
        values: (plan) => ({ code: plan.planCode }),
        okText: 'mes.plan.action.release',
      },
      run: releasePlan,
    },
    { key: 'workOrders' },
    { key: 'gantt', quiet: true },
  ],
  form: {
    createTitle: 'mes.plan.create.title',
    editTitle: 'mes.plan.edit.title',
    titleValues: (plan) => ({ code: plan.planCode }),
    createPermission: planPermission('create'),
    fields: [
      { name: 'planCode', required: true, maxLength: 30, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/ },
      { name: 'planName', required: true, maxLength: 80 },
      { name: 'startDate', kind: 'custom', required: true, render: () => <DayField /> },
      { name: 'endDate', kind: 'custom', required: true, render: () => <DayField /> },
      { name: 'aqlPercent', kind: 'number', required: true, min: 0, max: 100, precision: 2 },
      { name: 'remark', kind: 'textarea', maxLength: 240 },
    ],
    initial: (plan) => ({
      planCode: plan?.planCode ?? '',
      planName: plan?.planName ?? '',
      startDate: plan?.startDate ?? '',
      endDate: plan?.endDate ?? '',
      aqlPercent: plan?.aqlPercent ?? 2.5,
      remark: plan?.remark ?? '',
    }),
    save: (values, plan) => {
      const sent = {
        ...values,
        planCode: values.planCode.trim(),
        planName: values.planName.trim(),
      };
      return plan
        ? updatePlan({
            ...sent,
            planId: plan.planId,
            objectVersionNumber: plan.objectVersionNumber,
          })
        : createPlan(sent);
    },
  },
});
