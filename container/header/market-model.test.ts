import { createModelStore } from '@polaris/core/core/model';
import { RequestError } from '@polaris/core/request/request-error';
import { fetchMarketConfig } from '@polaris/core/services/admin/market';
import { marketModel, type MarketState } from './market-model';

jest.mock('@polaris/core/services/admin/market');
const fetchConfig = jest.mocked(fetchMarketConfig);

function setup() {
  const store = createModelStore({ models: [marketModel], onError: () => undefined });
  const flag = () => (store.getState().market as MarketState).marketConfig.feedbackFlag;
  const load = () => store.dispatchEffect({ type: 'market/fetchMarketConfig' });
  return { store, flag, load };
}

describe('market/fetchMarketConfig', () => {
  it.each([
    ['on', { feedbackFlag: true }, true],
    ['off', { feedbackFlag: false }, false],
    ['missing from the answer', {}, false],
  ])('keeps the feedback switch: %s', async (_case, answer, expected) => {
    fetchConfig.mockResolvedValueOnce(answer as { feedbackFlag: boolean });
    const { flag, load, store } = setup();
    await expect(load()).resolves.toEqual({ feedbackFlag: expected });
    expect(flag()).toBe(expected);
    expect(fetchConfig).toHaveBeenLastCalledWith({ silent: true });
    store.destroy();
  });

  it('leaves Feedback off when the configuration cannot be read', async () => {
    fetchConfig.mockRejectedValueOnce(
      new RequestError('http', 'Internal Server Error', { status: 500 }),
    );
    const { flag, load, store } = setup();
    await expect(load()).rejects.toBeInstanceOf(RequestError);
    expect(flag()).toBe(false);
    store.destroy();
  });
});
