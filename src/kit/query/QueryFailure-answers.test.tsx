/** @jest-environment jsdom */
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { errorFromAnswer } from '../../request/request-error';
import { QueryFailure } from './QueryFailure';

beforeAll(prepareDomForAntd);

const failedQuery = (error: unknown, refetch = jest.fn()) =>
  ({ isError: true, isFetching: false, error, refetch }) as unknown as UseQueryResult<unknown>;

describe('a list that could not be loaded, in place', () => {
  it.each([
    [
      "a failed body with a 500: the server's message, not the status",
      'en_US',
      errorFromAnswer(
        { failed: true, code: 'error.report.engine', message: 'The report engine is restarting' },
        500,
        'Internal Server Error',
      ),
      'The report engine is restarting',
    ],
    [
      'a known code: what it means, in the user language',
      'zh_CN',
      errorFromAnswer(
        {
          failed: true,
          code: 'error.permission.tenant_mismatch',
          message: 'Organisation 2 is not 1',
        },
        200,
      ),
      '该数据属于另一个组织，而不是你当前所在的组织。请在顶部切换组织，或刷新页面。',
    ],
    [
      'a bare 500: the status-keyed text',
      'en_US',
      errorFromAnswer(undefined, 500, 'Internal Server Error'),
      'Failed to fetch data',
    ],
  ])('%s', async (_label, language, error, shown) => {
    const refetch = jest.fn();
    renderPage(<QueryFailure query={failedQuery(error, refetch)} />, { language });
    expect(screen.getByRole('alert').textContent).toContain(shown);
    expect(screen.queryByText('500')).toBeNull();
    await userEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
