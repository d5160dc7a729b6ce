/** @jest-environment jsdom */
import { createModelStore, defineModel } from '@polaris/core/core/model';
import { setLanguage } from '@polaris/core/i18n/intl';
import { reportModelError } from '@polaris/core/models/report-model-error';
import { RequestError } from '@polaris/core/request/request-error';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { endTrace, fetchTraceStatus, startTrace } from './trace-calls';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { prepareDomForAntd } from '../../test/support/render-page';
import { shellTexts } from '../shell/texts';
import { traceEffects, type TraceState } from './trace-state';
import { TraceTool } from './TraceTool';

jest.mock('./trace-calls', () => ({
  ...jest.requireActual('./trace-calls'),
  fetchTraceStatus: jest.fn(),
  startTrace: jest.fn(),
  endTrace: jest.fn(),
}));
const status = fetchTraceStatus as jest.Mock;
const start = startTrace as jest.Mock;
const end = endTrace as jest.Mock;

/** The tool in a shell whose global model holds the trace part, the setting on or off. */
function showTool(traceLog: boolean) {
  const runtime = startRuntime({ config: { traceLog }, bundledTexts: shellTexts });
  setLanguage('en_US');
  const global = defineModel<TraceState>({
    namespace: 'global',
    state: {},
    reducers: { updateState: (state, { payload }) => ({ ...state, ...(payload as TraceState) }) },
    effects: traceEffects,
  });
  const models = createModelStore({ models: [global], onError: reportModelError });
  return render(
    <RuntimeProvider runtime={runtime}>
      <Provider store={models.store}>
        <TraceTool />
      </Provider>
    </RuntimeProvider>,
  );
}

const button = (name: string) => screen.findByRole('button', { name });

beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

describe('the header trace tool', () => {
  it('is not there, and asks nothing, where the deployment leaves the setting off', async () => {
    const view = showTool(false);
    await act(() => Promise.resolve());
    expect(view.container.textContent).toBe('');
    expect(status).not.toHaveBeenCalled();
  });

  it('shows the status at start-up, starts, ends and shows the calls made meanwhile', async () => {
    status.mockResolvedValue(false);
    start.mockResolvedValue({ traceGroupId: 'g-1' });
    end.mockResolvedValue({
      traceGroupId: 'g-1',
      startedAt: '2024-06-01T01:00:00.000Z',
      endedAt: '2024-06-01T01:00:05.000Z',
      requests: [{ method: 'GET', path: '/hmnt/v1/1/audit-datas', status: 200, durationMs: 12 }],
    });
    showTool(true);
    const startButton = await button('Start trace');
    expect(status).toHaveBeenCalledTimes(1);
    expect(startButton.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(startButton);
    const endButton = await button('End trace');
    expect(endButton.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(endButton);
    const log = await screen.findByRole('table', { name: 'Trace log' });
    expect(log.textContent).toContain('/hmnt/v1/1/audit-datas');
    expect(log.textContent).toContain('GET');
    expect(log.textContent).toContain('200');
    expect(log.textContent).toContain('12');
    expect(screen.getByText(/Trace g-1/)).toBeTruthy();
    expect(await button('Start trace')).toBeTruthy();
  });

  it('shows a trace already running at start-up as running', async () => {
    status.mockResolvedValue(true);
    showTool(true);
    expect(await button('End trace')).toBeTruthy();
  });

  it('keeps the trace as it was when ending fails', async () => {
    status.mockResolvedValue(true);
    end.mockRejectedValue(new RequestError('network', 'network error'));
    showTool(true);
    await userEvent.click(await button('End trace'));
    await waitFor(() => expect(end).toHaveBeenCalledTimes(1));
    expect(await button('End trace')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
