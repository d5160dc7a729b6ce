/** @jest-environment jsdom */
import type { JobLogDto } from '@polaris/core/services/scheduler/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchJobLogs } from './api/fetch-job-logs';
import { jobLogsResource } from './job-logs-resource';
import JobLogsPage from './JobLogsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-job-logs', () => ({
  fetchJobLogs: Object.assign(jest.fn(), { url: () => '/hsdr/v1/{tenantId}/job-logs' }),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const run = (logId: number, jobId: number, jobCode: string, jobResult: string): JobLogDto =>
  ({
    logId,
    jobId,
    jobCode,
    jobResult,
    clientResult: null,
    executorName: 'hsdr-executor-a',
    startTime: '2024-05-01 02:00:00',
    endTime: '2024-05-01 02:00:10',
    messageHeader: `${jobCode} said hello`,
    message: null,
  }) as JobLogDto;

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchJobLogs)
    .mockResolvedValue(
      pageOf([run(11, 7, 'HPFM.UNIT_SYNC', 'SUCCESS'), run(12, 8, 'HIAM.ROLE_EXPIRY', 'FAILED')]),
    );
});

const show = (path = '/hsdr/job-log') =>
  renderPage(<JobLogsPage />, { texts: platformTexts, path });
const jobIdBox = () => screen.getByRole('spinbutton', { name: 'Job ID' }) as HTMLInputElement;

describe('Job Logs page', () => {
  it('lists the runs with their result and start', async () => {
    show();
    const row = within((await screen.findByText('HPFM.UNIT_SYNC said hello')).closest('tr')!);
    expect(row.getByText('Succeeded')).toBeTruthy();
    expect(row.getByText('hsdr-executor-a')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Started' })).toBeTruthy();
    expect(fetchJobLogs).toHaveBeenCalledWith({ page: 0, size: 10 });
  });

  it('opens filtered by the job in the address, and searches without it once cleared', async () => {
    show('/hsdr/job-log?jobId=7');
    await screen.findByText('HPFM.UNIT_SYNC said hello');
    expect(fetchJobLogs).toHaveBeenCalledWith({ jobId: 7, page: 0, size: 10 });
    expect(jobIdBox().value).toBe('7');
    await user.clear(jobIdBox());
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(fetchJobLogs).toHaveBeenLastCalledWith({ page: 0, size: 10 }));
  });

  it('ignores a job id in the address that is not one', async () => {
    show('/hsdr/job-log?jobId=abc');
    await screen.findByText('HPFM.UNIT_SYNC said hello');
    expect(fetchJobLogs).toHaveBeenCalledWith({ page: 0, size: 10 });
    expect(jobIdBox().value).toBe('');
  });

  it('keeps the end of the start time range after its start', () => {
    const field = (name: string) => jobLogsResource.search?.find((spec) => spec.name === name);
    expect(field('startTimeFrom')).toMatchObject({ kind: 'dateTime', before: 'startTimeTo' });
    expect(field('startTimeTo')).toMatchObject({ kind: 'dateTime', after: 'startTimeFrom' });
  });
});
