/** The last error the request layer chose to keep for a page to show (e.g. a 501 body). */
import { defineModel, type ModelAction } from '@polaris/core/core/model';

export interface StoredError {
  status?: number;
  message: string;
  body?: unknown;
}

export interface ErrorState {
  lastError?: StoredError;
}

export const errorModel = defineModel<ErrorState>({
  namespace: 'error',
  state: {},
  reducers: {
    saveError(state, { payload }: ModelAction<StoredError>) {
      return { ...state, lastError: payload };
    },
    clearError() {
      return {};
    },
  },
});
