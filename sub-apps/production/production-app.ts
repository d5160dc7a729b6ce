/**
 * The production planning sub-app: Gantt Scheduling (/hpfm/gantt, owned here by route priority)
 * and the production planner's pages under /mes plus the daily production report under /hrpt.
 * Each page carries its menu code as authority: a user whose menu lacks it gets the 403 page.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { productionTexts } from './texts';

export const productionApp: SubAppDefinition = {
  name: 'polaris-production',
  titleKey: 'mes.app.title',
  promptKeys: ['mes', 'hrpt'],
  bundledTexts: productionTexts,
  routes: [
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
