/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import {
  fetchPasswordPolicy,
  savePasswordPolicy,
} from '@polaris/core/services/iam/password-policy';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { POLICY } from '../users/users.fixture';
import SecurityPolicyPage from './SecurityPolicyPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('@polaris/core/services/iam/password-policy', () => ({
  fetchPasswordPolicy: jest.fn(),
  savePasswordPolicy: jest.fn(),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchPasswordPolicy).mockResolvedValue(POLICY);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('Security Policy page', () => {
  it('shows the policy and saves the lockout changed; a refused save keeps what was typed', async () => {
    jest
      .mocked(savePasswordPolicy)
      .mockRejectedValueOnce(
        new RequestError('business', 'stale', { code: 'error.record.changed' }),
      )
      .mockResolvedValue({ ...POLICY, maxErrorTime: 3, objectVersionNumber: 2 });
    renderPage(<SecurityPolicyPage />, { texts: platformTexts });
    expect((await screen.findByLabelText('Shortest password')) as HTMLInputElement).toHaveProperty(
      'value',
      '8',
    );
    await user.clear(field('Failed sign-ins before the lock'));
    await user.type(field('Failed sign-ins before the lock'), '3');
    await user.click(await saveButton());
    await waitFor(() => expect(savePasswordPolicy).toHaveBeenCalledTimes(1));
    expect(savePasswordPolicy).toHaveBeenLastCalledWith(
      expect.objectContaining({ maxErrorTime: 3, minLength: 8, objectVersionNumber: 1 }),
    );
    expect(field('Failed sign-ins before the lock').value).toBe('3');
    await user.click(await saveButton());
    await waitFor(() => expect(savePasswordPolicy).toHaveBeenCalledTimes(2));
  });

  it('names the field a value breaks, and sends nothing', async () => {
    renderPage(<SecurityPolicyPage />, { texts: platformTexts, language: 'zh_CN' });
    const longest = (await screen.findByLabelText('最大长度')) as HTMLInputElement;
    await user.clear(longest);
    await user.type(longest, '6');
    await user.click(await waitFor(() => screen.getByRole('button', { name: /保\s*存/ })));
    expect(await screen.findByText('最大长度不能小于最小长度')).toBeTruthy();
    expect(savePasswordPolicy).not.toHaveBeenCalled();
  });
});
