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
      path: '/hpfm/gantt',
      titleKey: 'mes.gantt.title',
      authority: ['hzero.platform.gantt', 'globex.production.gantt'],
      component: retryableLazy(() => import('./features/gantt/GanttPage')),
    },
  ],
};
