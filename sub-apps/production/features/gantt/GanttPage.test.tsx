/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactModule from 'react';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { ganttBatchApi } from './api/gantt-api';
import { loadPlan } from './api/load-plan';
import type { GanttChartProps } from './chart/GanttChart';
import GanttPage from './GanttPage';
import { basePlan } from './model/plan.fixture';
import type { Plan } from './model/plan';

const user = userEvent.setup({ pointerEventsCheck: 0 });

/** The chart stands in as a list of its tasks; the test drives it through the props it got. */
const chart: { props?: GanttChartProps; removed: [string, string][] } = { removed: [] };
jest.mock('./chart/GanttChart', () => {
  const react: typeof ReactModule = jest.requireActual('react');
  return {
    GanttChart: react.forwardRef(function FakeChart(props: GanttChartProps, ref) {
      chart.props = props;
      react.useImperativeHandle(ref, () => ({
        task: (id: string) => props.plan.tasks.find((task) => task.id === id),
        remove: (kind: string, id: string) => chart.removed.push([kind, id]),
        add: () => '',
        update: () => undefined,
        indent: () => undefined,
        outdent: () => undefined,
        zoomToFit: () => 'week',
        selected: () => null,
      }));
      return react.createElement(
        'ul',
        { 'aria-label': props.label, 'data-readonly': String(props.readOnly) },
        props.plan.tasks.map((task) =>
          react.createElement(
            'li',
            { key: task.id, className: props.marks.failed === task.id ? 'failed' : '' },
            task.text,
          ),
        ),
      );
    }),
  };
});
jest.mock('./api/load-plan', () => ({ loadPlan: jest.fn() }));
jest.mock('./api/gantt-api', () => ({
  ganttBatchApi: {
    saveTasks: jest.fn(),
    deleteTasks: jest.fn(),
    saveLinks: jest.fn(),
    deleteLinks: jest.fn(),
  },
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  chart.props = undefined;
  chart.removed = [];
  jest.mocked(loadPlan).mockResolvedValue(basePlan);
});

const show = (path = '/hpfm/gantt?ganttId=7') =>
  renderPage(<GanttPage />, {
    texts: productionTexts,
    path,
    user: { tenantId: 2, organizationId: 2 },
  });

/** The user renames task 2 in the chart. */
function renameInChart(text: string): void {
  const plan = chart.props!.plan;
  const next: Plan = {
    ...plan,
    tasks: plan.tasks.map((task) => (task.id === '2' ? { ...task, text } : task)),
  };
  act(() => chart.props!.onChange(next));
}

const status = () => screen.getByRole('status');

describe('Gantt Scheduling', () => {
  it('loads the chart of the address for the organisation, edits are counted, undone and redone', async () => {
    show();
    expect(await screen.findByText('Task 2')).toBeTruthy();
    expect(loadPlan).toHaveBeenCalledWith({ ganttId: 7, tenantId: 2 });
    expect(screen.getByRole('list', { name: 'Gantt chart 7' })).toBeTruthy();
    expect(status().textContent).toBe('All changes saved');

    renameInChart('Survey the site');
    expect(status().textContent).toBe('Unsaved changes: 1');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status().textContent).toBe('All changes saved');
    expect(screen.getByText('Task 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByText('Survey the site')).toBeTruthy();
    expect(status().textContent).toBe('Unsaved changes: 1');
  });

  it('saves the changed task in one batch, with the wire fields of the spec', async () => {
    jest.mocked(ganttBatchApi.saveTasks).mockImplementation(async (tasks) =>
      tasks.map((task) => ({
        ...task,
        objectVersionNumber: (task.objectVersionNumber ?? 0) + 1,
      })),
    );
    show();
    await screen.findByText('Task 2');
    renameInChart('Survey the site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status().textContent).toBe('All changes saved'));
    expect(ganttBatchApi.saveTasks).toHaveBeenCalledTimes(1);
    expect(jest.mocked(ganttBatchApi.saveTasks).mock.calls[0][0]).toEqual([
      expect.objectContaining({
        ganttId: 7,
        taskId: 2,
        taskName: 'Survey the site',
        startDate: '2024-07-01 00:00:00',
        parentId: 1,
        tenantId: 2,
        objectVersionNumber: 1,
        _token: 't2',
      }),
    ]);
    expect(ganttBatchApi.saveLinks).not.toHaveBeenCalled();
  });

  it('a refused save keeps the edit, names the task and shows the server message', async () => {
    jest.mocked(ganttBatchApi.saveTasks).mockRejectedValue(
      new RequestError('business', 'Task 2 was changed by Bob, please refresh', {
        code: 'error.somebody_else',
        body: { failed: true, index: 0 },
      }),
    );
    show();
    await screen.findByText('Task 2');
    renameInChart('Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: your changes are still here')).toBeTruthy();
    expect(screen.getByText('Task 2 was changed by Bob, please refresh')).toBeTruthy();
    expect(status().textContent).toBe('Unsaved changes: 1');
    expect(screen.getByText('Mine').className).toBe('failed');
  });

  it('asks before deleting the selected task, naming it', async () => {
    show();
    await screen.findByText('Task 2');
    act(() => chart.props!.onSelect('3'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the task "Task 3"?' })).toBeTruthy();
    expect(chart.removed).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(chart.removed).toEqual([['task', '3']]);
  });

  it('a role without the save permission sees the chart read-only, without editing buttons', async () => {
    jest
      .mocked(checkPermissions)
      .mockImplementation(async (codes: string[]) =>
        codes.map((code) => ({ code, approve: false, controllerType: 'disabled' as const })),
      );
    show('/hpfm/gantt');
    expect(await screen.findByText('Read only: your role may not change this chart.')).toBeTruthy();
    expect(loadPlan).toHaveBeenCalledWith({ ganttId: 1, tenantId: 2 });
    expect(screen.getByRole('list').getAttribute('data-readonly')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zoom to fit' })).toBeTruthy();
  });

  it('a chart that cannot be loaded says so and offers Retry', async () => {
    jest.mocked(loadPlan).mockRejectedValueOnce(new RequestError('network', 'offline'));
    show();
    expect(await screen.findByText('The chart could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Task 2')).toBeTruthy();
  });
});
