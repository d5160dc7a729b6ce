/** @jest-environment jsdom */
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import type { JobInfoDto } from '@polaris/core/services/scheduler/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchJobs } from './api/fetch-jobs';
import { fetchJobLogs } from '../job-logs/api/fetch-job-logs';
import { startJob } from './api/start-job';
import { updateJob } from './api/update-job';
import JobsPage from './JobsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-jobs', () => ({
  fetchJobs: Object.assign(jest.fn(), { url: () => '/hsdr/v1/{tenantId}/job-info' }),
}));
jest.mock('./api/start-job', () => ({ startJob: jest.fn() }));
jest.mock('./api/update-job', () => ({ updateJob: jest.fn() }));
jest.mock('../job-logs/api/fetch-job-logs', () => ({
  fetchJobLogs: Object.assign(jest.fn(), { url: () => '/hsdr/v1/{tenantId}/job-log' }),
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

const job = (jobId: number, jobCode: string, jobStatus: string): JobInfoDto => ({
  jobId,
  jobCode,
  description: `${jobCode} job`,
  jobStatus,
  cron: '0 0/5 * * * ?',
  jobPriority: 80,
  executorName: 'default',
  jobHandler: 'handler',
  startDate: null,
  endDate: null,
  lastExecuteTime: '2026-11-20 08:00:00',
  objectVersionNumber: 3,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchJobLogs).mockResolvedValue(pageOf([]));
});

const show = () => renderPage(<JobsPage />, { texts: platformTexts, path: '/hsdr/job-info' });
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
/** A row's action once its permissions are answered (pending, they show disabled). */
const actionOf = async (text: string, name: string) => {
  const row = await rowOf(text);
  // the first link is guarded: once it is enabled, the batch (and the menu's items) answered
  await waitFor(() =>
    expect(row.getAllByRole('button', { hidden: true })[0]).toHaveProperty('disabled', false),
  );
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

describe('Scheduled Jobs page', () => {
  it('offers each job the actions of its status, in one permission batch', async () => {
    jest
      .mocked(fetchJobs)
      .mockResolvedValue(pageOf([job(1, 'A_NEW', 'NEW'), job(2, 'B_RUN', 'RUNNING')]));
    show();
    const fresh = await rowOf('A_NEW job');
    expect(await fresh.findByRole('button', { hidden: true, name: 'Start' })).toBeTruthy();
    const running = await rowOf('B_RUN job');
    expect(running.getByRole('button', { hidden: true, name: 'Pause' })).toBeTruthy();
    expect(running.getByText('High')).toBeTruthy();
    await waitFor(() => expect(checkPermissions).toHaveBeenCalledTimes(1));
    // edited, never created here: the scheduler's list has no create call
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });

  it('starts a job, says so and lists again', async () => {
    jest.mocked(fetchJobs).mockResolvedValue(pageOf([job(1, 'A_NEW', 'NEW')]));
    jest.mocked(startJob).mockResolvedValue(job(1, 'A_NEW', 'RUNNING'));
    show();
    await user.click(await actionOf('A_NEW job', 'Start'));
    await waitFor(() =>
      expect(startJob).toHaveBeenCalledWith(expect.objectContaining({ jobId: 1 })),
    );
    await waitFor(() => expect(fetchJobs).toHaveBeenCalledTimes(2));
  });

  it('edits a job; a refused save keeps the dialog and what was typed', async () => {
    jest.mocked(fetchJobs).mockResolvedValue(pageOf([job(1, 'A_NEW', 'NEW')]));
    jest
      .mocked(updateJob)
      .mockRejectedValueOnce(new Error('stale'))
      .mockResolvedValue(job(1, 'A_NEW', 'NEW'));
    show();
    await user.click(await actionOf('A_NEW job', 'Action'));
    await user.click(await screen.findByText('Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const cron = dialog.getByLabelText('Cron');
    await user.clear(cron);
    await user.type(cron, ' 0 0 1 * * ? ');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(updateJob).toHaveBeenCalledTimes(1));
    expect(updateJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ jobId: 1, objectVersionNumber: 3, cron: '0 0 1 * * ?' }),
    );
    expect((dialog.getByLabelText('Cron') as HTMLInputElement).value).toBe(' 0 0 1 * * ? ');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('opens a job’s runs from Logs', async () => {
    jest.mocked(fetchJobs).mockResolvedValue(pageOf([job(1, 'A_NEW', 'NEW')]));
    show();
    await user.click(await actionOf('A_NEW job', 'Action'));
    await user.click(await screen.findByText('Logs'));
    await waitFor(() =>
      expect(fetchJobLogs).toHaveBeenCalledWith(expect.objectContaining({ jobId: 1 })),
    );
  });
});
