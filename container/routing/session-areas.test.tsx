/** @jest-environment jsdom */
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { getAccessToken } from '@polaris/core/session/tokens';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { prepareDomForAntd } from '../../test/support/render-page';
import { sessionAreaRoutes } from './session-areas';
import { shellTexts } from '../shell/texts';

jest.mock('@polaris/core/services/workflow/approval', () => ({
  fetchApprovalHistory: jest.fn(),
}));
jest.mock('@polaris/core/session/tokens', () => ({ getAccessToken: jest.fn() }));

const fetchHistory = fetchApprovalHistory as jest.MockedFunction<typeof fetchApprovalHistory>;
const token = getAccessToken as jest.MockedFunction<typeof getAccessToken>;

const user = {
  realName: 'Alice Chen',
  loginName: 'alice',
  tenantName: 'Acme Property',
  tenantNum: 'ACME',
  currentRoleName: 'Property Manager',
  language: 'en_US',
};

let view: RenderResult;
let history: MemoryHistory;

async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function visit(path: string, signedIn = true) {
  history = createMemoryHistory({ initialEntries: [path] });
  const store = createStore((state) => state, {
    user: { currentUser: signedIn ? user : undefined },
  });
  view = render(
    <Provider store={store}>
      <HistoryRouter history={history}>
        <Routes>
          {sessionAreaRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<div data-testid="shell" />} />
        </Routes>
      </HistoryRouter>
    </Provider>,
  );
  await settle();
}

const text = () => view.container.textContent ?? '';
const area = () => screen.queryByRole('main')?.getAttribute('data-area');
const element = (selector: string) => view.container.querySelector(selector);
const shellShown = () => screen.queryByTestId('shell') !== null;

beforeAll(prepareDomForAntd);

beforeEach(() => {
  startRuntime({ bundledTexts: shellTexts }); // the container's texts, as boot.tsx creates it
  setLanguage('en_US');
  token.mockReturnValue('token-1');
  fetchHistory.mockReset();
});

describe('/pub: session pages without the shell', () => {
  it('/pub/user-info shows the current user name and tenant, alone', async () => {
    await visit('/pub/user-info');
    expect(area()).toBe('pub');
    expect(element('[data-page="user-info"]')).not.toBeNull();
    expect(element('[data-field="realName"]')?.textContent).toBe('Alice Chen');
    expect(element('[data-field="tenantName"]')?.textContent).toBe('Acme Property');
    expect(text()).toContain('(ACME)');
    expect(shellShown()).toBe(false);
  });

  it('/pub redirects to its first page (the nested-route renderer)', async () => {
    await visit('/pub');
    expect(history.location.pathname).toBe('/pub/user-info');
    expect(element('[data-page="user-info"]')).not.toBeNull();
  });

  it('an unknown /pub page is not found', async () => {
    await visit('/pub/nothing-here');
    expect(area()).toBe('pub');
    expect(text()).toContain('404');
  });

  it('/publish is not part of the area (the shell answers)', async () => {
    await visit('/publish');
    expect(shellShown()).toBe(true);
  });
});

describe('/private', () => {
  it('/private/user-info shows the same user info, noting the in-memory tokens', async () => {
    await visit('/private/user-info');
    expect(area()).toBe('private');
    expect(element('[data-field="realName"]')?.textContent).toBe('Alice Chen');
    expect(text()).toContain('kept in memory only');
  });
});

describe('/pubApprove', () => {
  it('shows the approval history with readable actions', async () => {
    fetchHistory.mockResolvedValue([
      {
        id: 1,
        action: 'Approved',
        assigneeName: 'Alice Chen',
        positionName: 'Property Manager',
        unitName: 'Acme Operations',
        comment: 'Please approve.',
        startTime: '2024-06-01 09:00:00',
        endTime: '2024-06-01 09:00:05',
      },
      { id: 2, action: 'Jump', assigneeName: 'Bob Li', startTime: '2024-06-02 10:00:00' },
      { id: 3, assigneeName: 'Carol Wu', startTime: '2024-06-03 11:00:00', endTime: null },
    ]);
    await visit('/pubApprove/10001');
    expect(fetchHistory).toHaveBeenCalledWith('10001');
    expect(area()).toBe('pubApprove');
    const steps = [...view.container.querySelectorAll('[data-action]')];
    expect(steps.map((step) => step.getAttribute('data-action'))).toEqual([
      'Approved',
      'Jump',
      'running',
    ]);
    expect(
      [...view.container.querySelectorAll('.polaris-approval-action')].map(
        (item) => item.textContent,
      ),
    ).toEqual(['Approved', 'Sent back', 'In progress']);
    expect(text()).toContain('Process instance 10001');
    expect(text()).toContain('Alice Chen (Property Manager, Acme Operations)');
    expect(text()).toContain('Please approve.');
  });

  it('says so when there is no record', async () => {
    fetchHistory.mockResolvedValue([]);
    await visit('/pubApprove/999');
    expect(text()).toContain('No approval records');
  });

  it('offers a retry when the history cannot be loaded', async () => {
    fetchHistory.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce([]);
    await visit('/pubApprove/10001');
    expect(text()).toContain('The approval history could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await settle();
    expect(fetchHistory).toHaveBeenCalledTimes(2);
    expect(text()).toContain('No approval records');
  });

  it.each([
    { description: 'no token', signedIn: true, accessToken: undefined },
    { description: 'no current user', signedIn: false, accessToken: 'token-1' },
  ])('its authorisation wrapper asks to sign in with $description', async (row) => {
    token.mockReturnValue(row.accessToken);
    await visit('/pubApprove/10001', row.signedIn);
    expect(text()).toContain('Sign in to see this approval');
    expect(fetchHistory).not.toHaveBeenCalled();
  });

  it('/pubApprove alone has no page (its only child takes a parameter)', async () => {
    await visit('/pubApprove');
    expect(history.location.pathname).toBe('/pubApprove');
    expect(text()).toContain('404');
  });
});
