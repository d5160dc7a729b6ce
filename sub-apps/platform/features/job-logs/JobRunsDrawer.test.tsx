/** @jest-environment jsdom */
import type { JobLogDto } from '@polaris/core/services/scheduler/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { fetchJobLogs } from './api/fetch-job-logs';
import { JobRunsDrawer } from './JobRunsDrawer';

jest.mock('./api/fetch-job-logs', () => ({
  fetchJobLogs: Object.assign(jest.fn(), { url: () => '/hsdr/v1/{tenantId}/job-logs' }),
}));

// antd's drawer and table in jsdom take seconds on a busy machine
jest.setTimeout(30_000);
const slow = { timeout: 10_000 };

beforeAll(prepareDomForAntd);

const run = (logId: number, messageHeader: string): JobLogDto =>
  ({
    logId,
    jobId: 1,
    jobCode: 'HPFM.CLEAN_TEMP_FILES',
    jobResult: 'SUCCESS',
    executorName: 'hsdr-executor-a',
    startTime: '2024-05-01 02:00:00',
    endTime: '2024-05-01 02:00:10',
    messageHeader,
  }) as JobLogDto;

describe("a job's runs drawer", () => {
  it("shows that job's runs where the user asked, and opens the full page on request", async () => {
    jest.mocked(fetchJobLogs).mockResolvedValue({
      content: [run(2, 'Done in 10 s'), run(10, 'Done in 16 s')],
      totalElements: 2,
      size: 10,
      number: 0,
      numberOfElements: 2,
    });
    const onOpenPage = jest.fn();
    renderPage(
      <JobRunsDrawer
        job={{ jobId: 1, jobCode: 'HPFM.CLEAN_TEMP_FILES' }}
        onClose={() => undefined}
        onOpenPage={onOpenPage}
      />,
      { texts: platformTexts },
    );
    const drawer = await screen.findByRole('dialog', undefined, slow);
    expect(within(drawer).getByText('Runs of HPFM.CLEAN_TEMP_FILES')).toBeTruthy();
    expect(await within(drawer).findByText('Done in 16 s', undefined, slow)).toBeTruthy();
    expect(fetchJobLogs).toHaveBeenCalledWith(expect.objectContaining({ jobId: 1 }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Open in Job Logs' }));
    expect(onOpenPage).toHaveBeenCalledTimes(1);
  });
});
