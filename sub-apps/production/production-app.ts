/**
 * The production planning sub-app: Gantt Scheduling (/hpfm/gantt, owned here by route priority)
 * and the production planner's pages under /mes plus the daily production report under /hrpt.
 * Each page carries its menu code as authority: a user whose menu lacks it gets the 403 page.
 */
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { productionTexts } from './texts';

export const productionApp: SubAppDefinition = {
  name: 'polaris-production',
  titleKey: 'mes.app.title',
  promptKeys: ['mes', 'hrpt'],
  bundledTexts: productionTexts,
  routes: [
    {
      path: '/hpfm/gantt',
      titleKey: 'mes.gantt.title',
      authority: ['hzero.platform.gantt', 'globex.production.gantt'],
      component: retryableLazy(() => import('./features/gantt/GanttPage')),
    },
    {
      path: '/mes/bom',
      titleKey: 'mes.bom.title',
      authority: 'globex.production.bom',
      component: retryableLazy(() => import('./features/bom/BomPage')),
    },
    {
      path: '/mes/capacity',
      titleKey: 'mes.capacity.title',
      authority: 'globex.production.capacity',
      component: retryableLazy(() => import('./features/capacity/CapacityPage')),
    },
    {
      path: '/hrpt/daily-production',
      titleKey: 'hrpt.daily.title',
      authority: 'globex.report.daily',
      component: retryableLazy(() => import('./features/daily-report/DailyReportPage')),
    },
    {
      path: '/mes/plan',
      titleKey: 'mes.plan.title',
      authority: 'globex.production.plan',
      component: retryableLazy(() => import('./features/plans/PlansPage')),
    },
    {
      path: '/mes/work-order',
      titleKey: 'mes.workOrder.title',
      authority: 'globex.production.work-order',
      component: retryableLazy(() => import('./features/work-orders/WorkOrdersPage')),
    },
    {
      path: '/mes/routing',
      titleKey: 'mes.routing.title',
      authority: 'globex.production.routing',
      component: retryableLazy(() => import('./features/routings/RoutingsPage')),
    },
    {
      path: '/mes/inspection',
      titleKey: 'mes.inspection.title',
      authority: 'globex.production.inspection',
      component: retryableLazy(() => import('./features/inspections/InspectionsPage')),
    },
  ],
};
