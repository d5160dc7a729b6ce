/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { fetchInstanceDiagram } from './api/fetch-instance-diagram';
import { fetchMonitorInstances } from './api/fetch-monitor-instances';
import { suspendInstance, terminateInstance } from './api/instance-operations';
import MonitorPage from './MonitorPage';
import { instance } from './process-monitor.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-monitor-instances', () => ({
  fetchMonitorInstances: Object.assign(jest.fn(), {
    url: () => '/hwfl/v1/process/monitor/instances',
  }),
}));
jest.mock('./api/fetch-instance-diagram', () => ({ fetchInstanceDiagram: jest.fn() }));
jest.mock('./api/instance-operations', () => ({
  suspendInstance: jest.fn(),
  resumeInstance: jest.fn(),
  terminateInstance: jest.fn(),
  reassignInstance: jest.fn(),
}));
// the diagram's own test draws it; here its steps, the current one marked, stand in for it
jest.mock('../process-diagram', () => ({
  ProcessDiagram: (props: { nodes: { nodeId: string; name: string }[]; current?: string }) =>
    (
      <ol aria-label="Diagram">
        {props.nodes.map((node) => (
          <li key={node.nodeId} aria-current={node.nodeId === props.current ? 'step' : undefined}>
            {node.name}
          </li>
        ))}
      </ol>
    ) as ReactNode,
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
jest.setTimeout(60_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchMonitorInstances)
    .mockResolvedValue(pageOf([instance(10001), instance(10003, 'SUSPENDED')]));
});

const show = () => renderPage(<MonitorPage />, { texts: monitorTexts, path: '/hwfl/monitor' });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Process Monitor page', () => {
  it('shows where each instance waits and whose turn; Diagram highlights the waiting step', async () => {
    jest.mocked(fetchInstanceDiagram).mockResolvedValue({
      definitionId: 302,
      name: 'Renovation budget',
      version: 2,
      nodes: [
        { nodeId: 'start', kind: 'start', name: 'Start' },
        { nodeId: 'dept_review', kind: 'userTask', name: 'Department review' },
        { nodeId: 'end', kind: 'end', name: 'End' },
      ],
      flows: [],
      currentNodeId: 'dept_review',
    });
    show();
    const row = await rowOf('RB-10001');
    expect(row.getByText('Department review')).toBeTruthy();
    expect(row.getByText('Running')).toBeTruthy();
    expect(row.getByText('Acme Property')).toBeTruthy();
    expect((await rowOf('RB-10003')).getByText('Suspended')).toBeTruthy();
    await user.click(await actionOf('RB-10001', 'Diagram'));
    const drawer = await dialog();
    expect(await drawer.findByText('Renovation budget v2')).toBeTruthy();
    const current = drawer.getByText('Department review').closest('li') as HTMLElement;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(fetchInstanceDiagram).toHaveBeenCalledWith(10001, { fresh: true });
  });

  it('suspends a running instance after asking; the list is asked again', async () => {
    jest.mocked(suspendInstance).mockResolvedValue(instance(10001, 'SUSPENDED'));
    show();
    expect(await actionOf('RB-10003', 'Resume')).toBeTruthy();
    await user.click(await actionOf('RB-10001', 'Suspend'));
    const confirm = await dialog();
    expect(confirm.getByText(/Suspend instance 10001 \(Renovation budget\)\?/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(suspendInstance).toHaveBeenCalledWith(10001));
    await waitFor(() => expect(fetchMonitorInstances).toHaveBeenCalledTimes(2));
  });

  it('terminates only with a reason, which is sent', async () => {
    jest.mocked(terminateInstance).mockResolvedValue(instance(10001));
    show();
    await user.click(await actionOf('RB-10001', 'Terminate'));
    const form = await dialog();
    expect(form.getByText('Waiting at Department review, for Alice Chen.')).toBeTruthy();
    await user.click(form.getByRole('button', { hidden: true, name: 'Terminate' }));
    expect(
      await form.findByText(/Reason/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(terminateInstance).not.toHaveBeenCalled();
    await user.type(form.getByLabelText('Reason'), ' Duplicate request ');
    await user.click(form.getByRole('button', { hidden: true, name: 'Terminate' }));
    await waitFor(() =>
      expect(terminateInstance).toHaveBeenCalledWith(10001, { reason: 'Duplicate request' }),
    );
  });
});
