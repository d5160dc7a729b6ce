/**
 * The market model (spec section 2 "Default model namespaces"; section 3: `marketConfig
 * (feedbackFlag)`): the organisation's platform-market switches. `feedbackFlag` turns the user
 * menu's Feedback entry on; it is off until the gateway says otherwise, and stays off when the
 * configuration cannot be read (`market/fetchMarketConfig` rejects, silently: nothing the user
 * asked for failed).
 */
import { defineModel, type EffectsCommandMap, type ModelAction } from '@polaris/core/core/model';
import { useModelState } from '@polaris/core/core/model/react';
import { fetchMarketConfig } from '@polaris/core/services/admin/market';
import type { MarketConfigDto } from '@polaris/core/services/admin/types';

export interface MarketState {
  marketConfig: { feedbackFlag: boolean };
}

export const marketModel = defineModel<MarketState>({
  namespace: 'market',
  state: { marketConfig: { feedbackFlag: false } },
  reducers: {
    updateState(state, { payload }: ModelAction<Partial<MarketState>>) {
      return { ...state, ...payload };
    },
  },
  effects: {
    *fetchMarketConfig(_action: ModelAction, { call, put }: EffectsCommandMap) {
      const config: MarketConfigDto = yield call(fetchMarketConfig, { silent: true });
      const marketConfig = { feedbackFlag: config.feedbackFlag === true };
      yield put({ type: 'updateState', payload: { marketConfig } });
      return marketConfig;
    },
  },
});

/** Whether the user menu offers Feedback. */
export function useFeedbackEnabled(): boolean {
  return useModelState(marketModel, (state) => state.marketConfig.feedbackFlag);
}
