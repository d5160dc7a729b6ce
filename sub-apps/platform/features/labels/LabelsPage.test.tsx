/** @jest-environment jsdom */
import type { LabelDto } from '@polaris/core/services/iam/role-admin-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { createLabel } from './api/create-label';
import { fetchLabels } from './api/fetch-labels';
import LabelsPage from './LabelsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-labels', () => ({
  fetchLabels: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/iam/hzero/v1/labels'),
}));
jest.mock('./api/create-label', () => ({ createLabel: jest.fn() }));
jest.mock('./api/update-label', () => ({ updateLabel: jest.fn() }));
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
beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

const label = (id: number, name: string, patch: Partial<LabelDto> = {}): LabelDto => ({
  id,
  name,
  type: 'ROLE',
  description: null,
  enabledFlag: 1,
  presetFlag: 0,
  roleCount: 0,
  objectVersionNumber: 1,
  ...patch,
});

describe('Labels page', () => {
  it('lists labels with their type and roles; creating one names a broken rule', async () => {
    jest
      .mocked(fetchLabels)
      .mockResolvedValue(
        pageOf([
          label(1, 'SITE_ADMIN', { presetFlag: 1, roleCount: 1 }),
          label(3, 'HZERO_MENU', { type: 'MENU' }),
        ]),
      );
    jest.mocked(createLabel).mockResolvedValue(label(4, 'AUDITOR'));
    renderPage(<LabelsPage />, { texts: platformTexts, path: '/hiam/label' });
    const menu = within((await screen.findByText('HZERO_MENU')).closest('tr') as HTMLElement);
    expect(menu.getByText('Menu')).toBeTruthy();
    const create = await waitFor(() => {
      const button = screen.getByRole('button', { name: /Create/ }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(create);
    const form = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(form.getByLabelText('Name'), 'auditor');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await form.findByText(
        'Enter capital letters, digits and underscores, starting with a letter',
      ),
    ).toBeTruthy();
    const name = form.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'AUDITOR');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createLabel).toHaveBeenCalledWith({
        name: 'AUDITOR',
        type: 'ROLE',
        description: null,
        enabledFlag: 1,
      }),
    );
  });
});
