/**
 * Workplace (home tab) model: the role's quick entries for its cards (the latest announcements
 * and unread messages are the global model's bell state). Loaded when the cards show; a failure
 * rejects the dispatch (the card says so in place) and keeps what was there.
 */
import { defineModel, type EffectsCommandMap } from '@polaris/core/core/model';
import type { QuickEntryDto } from '@polaris/core/services/platform/types';
import { fetchQuickEntries } from './quick-entries';

export interface WorkplaceState {
  quickEntries: QuickEntryDto[];
}

export const workplaceModel = defineModel<WorkplaceState>({
  namespace: 'workplace',
  state: { quickEntries: [] },
  reducers: {
    saveQuickEntries(state, { payload }) {
      return Array.isArray(payload)
        ? { ...state, quickEntries: payload as QuickEntryDto[] }
        : state;
    },
  },
  effects: {
    *fetchQuickEntries(_action, { call, put }: EffectsCommandMap) {
      const entries: QuickEntryDto[] = yield call(fetchQuickEntries, { silent: true });
      yield put({ type: 'saveQuickEntries', payload: entries });
      return entries;
    },
  },
});
