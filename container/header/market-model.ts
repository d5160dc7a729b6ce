/** Market (platform feature switches) configuration; feedbackFlag is off until the server says. */
import { defineModel, type ModelAction } from '@polaris/core/core/model';

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
});
