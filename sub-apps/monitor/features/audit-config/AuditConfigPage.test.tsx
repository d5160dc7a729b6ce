/** @jest-environment jsdom */
/**
 * The Audit Configuration page: which entities are audited; stopping one asks first, then saves
 * it switched off; auditing one again needs no question.
 */
import type { AuditDataConfigDto } from '@polaris/core/services/monitor/operation-types';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { fetchAuditConfigs } from './api/fetch-audit-configs';
import { updateAuditConfig } from './api/update-audit-config';
import AuditConfigPage from './AuditConfigPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-audit-configs', () => ({
  fetchAuditConfigs: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hmnt/v1/audit-data-configs'),
}));
jest.mock('./api/update-audit-config', () => ({ updateAuditConfig: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const config = (id: number, entityCode: string, displayName: string, enabledFlag: 0 | 1) => ({
  auditDataConfigId: id,
  serviceName: 'hpfm',
  entityCode,
  tableName: entityCode.toLowerCase().replace('.', '_'),
  displayName,
  enabledFlag,
  objectVersionNumber: 2,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchAuditConfigs)
    .mockResolvedValue(
      pageOf<AuditDataConfigDto>([
        config(3, 'HPFM.CURRENCY', 'Currency', 1),
        config(1, 'HPFM.TENANT', 'Tenant', 0),
      ]),
    );
});

const show = () =>
  renderPage(<AuditConfigPage />, { texts: monitorTexts, path: '/hmnt/audit-config' });

describe('Audit Configuration page', () => {
  it('shows which entities are audited, each with the switch it offers', async () => {
    show();
    const currency = await rowOf('HPFM.CURRENCY');
    expect(currency.getByText('Enabled')).toBeTruthy();
    expect(currency.getByText('hpfm_currency')).toBeTruthy();
    expect(
      await currency.findByRole('button', { hidden: true, name: 'Stop auditing' }),
    ).toBeTruthy();
    const tenant = await rowOf('HPFM.TENANT');
    expect(tenant.getByText('Disabled')).toBeTruthy();
    expect(tenant.getByRole('button', { hidden: true, name: 'Audit' })).toBeTruthy();
  });

  it('asks before it stops auditing an entity, then saves it off', async () => {
    jest.mocked(updateAuditConfig).mockResolvedValue(config(3, 'HPFM.CURRENCY', 'Currency', 0));
    show();
    await user.click(await actionOf('HPFM.CURRENCY', 'Stop auditing'));
    expect(await screen.findByText('Stop auditing Currency?')).toBeTruthy();
    await user.click(
      screen.getAllByRole('button', { hidden: true, name: 'Stop auditing' }).at(-1)!,
    );
    await waitFor(() =>
      expect(updateAuditConfig).toHaveBeenCalledWith({
        auditDataConfigId: 3,
        objectVersionNumber: 2,
        enabledFlag: 0,
      }),
    );
    await waitFor(() => expect(fetchAuditConfigs).toHaveBeenCalledTimes(2));
  });

  it('audits an entity again at once', async () => {
    jest.mocked(updateAuditConfig).mockResolvedValue(config(1, 'HPFM.TENANT', 'Tenant', 1));
    show();
    await user.click(await actionOf('HPFM.TENANT', 'Audit'));
    await waitFor(() =>
      expect(updateAuditConfig).toHaveBeenCalledWith(
        expect.objectContaining({ auditDataConfigId: 1, enabledFlag: 1 }),
      ),
    );
  });
});
