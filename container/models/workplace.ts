/**
 * Workplace (home tab) model. The foundation's workplace derives everything it shows from the
 * user and the menu; dashboard cards and kanban state arrive here with their own issue.
 */
import { defineModel } from '@polaris/core/core/model';

export type WorkplaceState = Record<string, never>;

export const workplaceModel = defineModel<WorkplaceState>({
  namespace: 'workplace',
  state: {},
});
