/**
 * Workplace (home tab) state. The foundation shows a greeting and the user's first menu entries;
 * dashboard cards arrive with their own issue.
 */
import { defineModel, type ModelAction } from '../core/model';

export interface WorkplaceState {
  /** Menu paths the user opened from the workplace, newest first (kept for the session). */
  recentPaths: string[];
}

export const RECENT_PATHS_LIMIT = 10;

export const workplaceModel = defineModel<WorkplaceState>({
  namespace: 'workplace',
  state: { recentPaths: [] },
  reducers: {
    visited(state, { payload }: ModelAction<string>) {
      if (!payload) return state;
      const rest = state.recentPaths.filter((path) => path !== payload);
      return { recentPaths: [payload, ...rest].slice(0, RECENT_PATHS_LIMIT) };
    },
  },
});
