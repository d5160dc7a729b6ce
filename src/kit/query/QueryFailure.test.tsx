/** @jest-environment jsdom */
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { RequestError } from '../../request/request-error';
import { QueryFailure } from './QueryFailure';

beforeAll(prepareDomForAntd);

/** The parts of a query the failure reads; refetch is what Retry does. */
function queryIn(state: { isError: boolean; isFetching: boolean; error?: unknown }) {
  const refetch = jest.fn();
  return {
    query: { error: null, ...state, refetch } as unknown as UseQueryResult<unknown>,
    refetch,
  };
}

const network = new RequestError('network', 'Failed to fetch');
const business = new RequestError('business', 'tenant.locked', { noticeType: 'error' });

describe('QueryFailure', () => {
  it.each<[string, { isError: boolean; isFetching: boolean; error?: unknown }, string | null]>([
    ['loading', { isError: false, isFetching: true }, null],
    ['answered', { isError: false, isFetching: false }, null],
    [
      'failed: the network',
      { isError: true, isFetching: false, error: network },
      'Please retry later',
    ],
    [
      "failed: the server's own words",
      { isError: true, isFetching: false, error: business },
      'tenant.locked',
    ],
    [
      'failed: anything else, in general words',
      { isError: true, isFetching: false, error: new TypeError('x is undefined') },
      'Something went wrong, please retry',
    ],
    ['failed, and asking again', { isError: true, isFetching: true, error: network }, null],
  ])('%s', (_state, state, message) => {
    renderPage(<QueryFailure query={queryIn(state).query} />);
    const alert = screen.queryByRole('alert');
    if (message === null) {
      expect(alert).toBeNull();
    } else {
      expect(alert?.textContent).toContain(message);
      expect(alert?.textContent).not.toContain('Failed to fetch'); // the console's words stay there
    }
  });

  it.each<[string, string, RegExp]>([
    ['en_US', 'Retry', /^Retry$/],
    ['zh_CN', '重试', /^重 ?试$/], // antd spaces out a two-character Chinese label
  ])('in %s, %s asks again', async (language, _label, retry) => {
    const { query, refetch } = queryIn({ isError: true, isFetching: false, error: network });
    renderPage(<QueryFailure query={query} />, { language });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
