/** @jest-environment jsdom */
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { APPROVAL_ACTIONS, type ApprovalRecordDto } from '@polaris/core/services/workflow/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { monitorTexts } from '../../texts';
import { fetchProcessInstances } from './api/fetch-process-instances';
import ApprovalHistoryPage from './ApprovalHistoryPage';

jest.mock('@polaris/core/services/workflow/approval', () => ({
  fetchApprovalHistory: jest.fn(),
}));
jest.mock('./api/fetch-process-instances', () => ({
  fetchProcessInstances: Object.assign(jest.fn(), {
    url: () => '/hwfl/v1/{tenantId}/process/instance',
  }),
}));
const fetchHistory = jest.mocked(fetchApprovalHistory);
const fetchInstances = jest.mocked(fetchProcessInstances);

const instances = [
  {
    processInstanceId: 10001,
    processName: 'Renovation budget',
    startUserName: 'Alice Chen',
    startTime: '2024-06-01 09:00:00',
    endTime: null,
    suspended: false,
  },
  {
    processInstanceId: 10002,
    processName: 'Meter readings',
    startUserName: 'Alice Chen',
    startTime: '2024-05-02 08:00:00',
    endTime: '2024-05-03 10:00:00',
    suspended: false,
  },
];

const steps: ApprovalRecordDto[] = [
  ...APPROVAL_ACTIONS.map((action, index) => ({
    id: index + 1,
    action,
    taskName: `Step ${index + 1}`,
    assigneeName: 'Carol Wang',
    startTime: '2024-06-01 09:00:00',
    endTime: '2024-06-01 10:00:00',
  })),
  { id: 99, action: null, taskName: 'Final review', assigneeName: 'Erin Sun', endTime: null },
];

// a page with a search form and a table renders slowly in jsdom on a busy machine
jest.setTimeout(60_000);

// antd's styles make jsdom's computed-style walk per pointer event slow: clicks skip that check
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  fetchInstances.mockResolvedValue({
    content: instances,
    totalElements: 2,
    size: 10,
    number: 0,
    numberOfElements: 2,
  });
  fetchHistory.mockResolvedValue(steps);
});

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

describe('Approval History page', () => {
  it.each([
    [
      'en_US',
      'Renovation budget',
      ['Approved', 'Rejected', 'Added a signer', 'Sent back', 'Copied (CC)', 'In progress'],
    ],
    ['zh_CN', 'Renovation budget', ['同意', '拒绝', '加签', '驳回', '抄送', '审批中']],
  ])(
    'in %s: instances with their status, and the timeline with every action readable',
    async (language, name, readable) => {
      renderPage(<ApprovalHistoryPage />, {
        texts: monitorTexts,
        language,
        path: '/hwfl/approval-history',
      });
      const row = await rowOf(name);
      expect(within(row).getByText(language === 'en_US' ? 'Running' : '运行中')).toBeTruthy();
      const finished = await rowOf('Meter readings');
      expect(within(finished).getByText(language === 'en_US' ? 'Finished' : '已结束')).toBeTruthy();

      const history = language === 'en_US' ? 'History' : '审批历史';
      await user.click(within(row).getByRole('button', { name: history }));
      expect(
        await screen.findByText(
          language === 'en_US' ? 'Renovation budget (10001)' : 'Renovation budget（10001）',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(document.querySelectorAll('[data-action]')).toHaveLength(11));
      expect(fetchHistory).toHaveBeenCalledWith('10001');
      const actions = [...document.querySelectorAll('.polaris-approval-action')].map(
        (node) => node.textContent,
      );
      expect(actions).toHaveLength(11);
      expect(actions).toEqual(expect.arrayContaining(readable));
      expect(actions.join(' ')).not.toContain('hzero.common');
    },
  );

  it('searches by process name, back on the first page', async () => {
    renderPage(<ApprovalHistoryPage />, { texts: monitorTexts, path: '/hwfl/approval-history' });
    await rowOf('Meter readings');
    expect(fetchInstances).toHaveBeenLastCalledWith({ page: 0, size: 10 });
    await user.type(screen.getByLabelText('Process'), 'Meter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchInstances).toHaveBeenLastCalledWith({ processName: 'Meter', page: 0, size: 10 }),
    );
  });
});
