/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { deployProcess } from './api/deploy-process';
import { fetchDefinitionVersions } from './api/fetch-definition-versions';
import { fetchProcessDefinitions } from './api/fetch-process-definitions';
import { setDefinitionStatus } from './api/set-definition-status';
import { renovation, version } from './process-define.fixture';
import ProcessDefinePage from './ProcessDefinePage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-process-definitions', () => ({
  fetchProcessDefinitions: Object.assign(jest.fn(), { url: () => '/hwfl/v1/process/definitions' }),
}));
jest.mock('./api/fetch-definition-versions', () => ({ fetchDefinitionVersions: jest.fn() }));
jest.mock('./api/deploy-process', () => ({ deployProcess: jest.fn() }));
jest.mock('./api/set-definition-status', () => ({ setDefinitionStatus: jest.fn() }));
// the diagram's own test draws it; here its steps as a list stand in for it
jest.mock('../process-diagram', () => ({
  ProcessDiagram: (props: { nodes: { nodeId: string; name: string }[] }): ReactNode => (
    <ol aria-label="Diagram">
      {props.nodes.map((node) => (
        <li key={node.nodeId}>{node.name}</li>
      ))}
    </ol>
  ),
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
  jest.mocked(fetchProcessDefinitions).mockResolvedValue(pageOf([renovation]));
  jest
    .mocked(fetchDefinitionVersions)
    .mockResolvedValue([version(302, 2), version(301, 1, 'SUSPENDED')]);
});

const show = (options = {}) =>
  renderPage(<ProcessDefinePage />, {
    texts: monitorTexts,
    path: '/hwfl/process-define',
    ...options,
  });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Process Definitions page', () => {
  it('lists each process with its organisation, newest version and status; Diagram draws it', async () => {
    show();
    const row = await rowOf('RENOVATION_BUDGET');
    expect(row.getByText('Acme Property')).toBeTruthy();
    expect(row.getByText('v2')).toBeTruthy();
    expect(row.getByText('Deployed')).toBeTruthy();
    await user.click(await actionOf('RENOVATION_BUDGET', 'Diagram'));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    expect(drawer.getByText('Renovation budget v2')).toBeTruthy();
    const steps = drawer.getByRole('list', { hidden: true, name: 'Diagram' });
    expect(
      within(steps)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['Start', 'Department review', 'End']);
  });

  it('deploys a new version from a row with the name typed, the graph as it was', async () => {
    jest.mocked(deployProcess).mockResolvedValue(version(305, 3));
    show();
    await user.click(await actionOf('RENOVATION_BUDGET', 'Deploy'));
    const form = await dialog();
    const name = form.getByLabelText('Process name') as HTMLInputElement;
    expect(name.value).toBe('Renovation budget');
    await user.clear(name);
    await user.type(name, 'Renovation budget 2026');
    await user.click(form.getByRole('button', { hidden: true, name: 'Deploy' }));
    await waitFor(() =>
      expect(deployProcess).toHaveBeenCalledWith({
        tenantId: 1,
        processKey: 'RENOVATION_BUDGET',
        name: 'Renovation budget 2026',
        category: 'Property',
        description: 'Version 2',
        nodes: renovation.nodes,
        flows: renovation.flows,
      }),
    );
    await waitFor(() => expect(fetchProcessDefinitions).toHaveBeenCalledTimes(2));
  });

  it('shows every version; Suspend suspends that version', async () => {
    jest.mocked(setDefinitionStatus).mockResolvedValue(version(302, 2, 'SUSPENDED'));
    show();
    await user.click(await actionOf('RENOVATION_BUDGET', 'Versions'));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    const v1 = within((await drawer.findByText('v1')).closest('tr') as HTMLElement);
    expect(v1.getByText('Suspended')).toBeTruthy();
    expect(v1.getByRole('button', { hidden: true, name: 'Activate' })).toBeTruthy();
    const v2 = within(drawer.getByText('v2').closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(
        (v2.getByRole('button', { hidden: true, name: 'Suspend' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(v2.getByRole('button', { hidden: true, name: 'Suspend' }));
    await waitFor(() => expect(setDefinitionStatus).toHaveBeenCalledWith(302, 'SUSPENDED'));
    await waitFor(() => expect(fetchDefinitionVersions).toHaveBeenCalledTimes(2));
  });

  it('deploys from a file: not JSON is said at once; a definition is sent as read', async () => {
    jest.mocked(deployProcess).mockResolvedValue(version(305, 3));
    show({ user: { currentRoleLevel: 'organization', organizationId: 1 } });
    await rowOf('RENOVATION_BUDGET');
    expect(screen.queryByText('Acme Property')).toBeNull();
    await user.click(await enabledPageButton(/Deploy from file/));
    const form = await dialog();
    const input = form.getByLabelText('Definition file') as HTMLInputElement;
    await user.upload(input, new File(['{ nope'], 'a.json', { type: 'application/json' }));
    expect(await form.findByText('The file is not JSON')).toBeTruthy();
    const file = { processKey: 'NEW_FLOW', name: 'New', category: 'C', nodes: [], flows: [] };
    await user.upload(
      input,
      new File([JSON.stringify(file)], 'b.json', { type: 'application/json' }),
    );
    expect(await form.findByText('NEW_FLOW (New): 0 steps')).toBeTruthy();
    await user.click(form.getByRole('button', { hidden: true, name: 'Deploy' }));
    await waitFor(() => expect(deployProcess).toHaveBeenCalledWith({ ...file, description: null }));
  });
});
