/** @jest-environment jsdom */
/** Code Rules: the list, the dialog's live preview of the next code, and a saved change. */
import type { CodeRuleDto } from '@polaris/core/services/platform/code-rule-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchCodeRules } from './api/fetch-code-rules';
import { saveCodeRule } from './api/save-code-rule';
import CodeRulesOrgPage from './CodeRulesOrgPage';
import { today } from './rule-design';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-code-rules', () => {
  const { listEndpointMock } = jest.requireActual('../../../../test/support/page-services');
  return {
    fetchCodeRules: {
      site: listEndpointMock('/hpfm/v1/code-rule'),
      tenant: listEndpointMock('/hpfm/v1/{tenantId}/code-rule'),
    },
  };
});
jest.mock('./api/save-code-rule', () => ({ saveCodeRule: jest.fn() }));
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

const YEAR = today().slice(0, 4);
const rule: CodeRuleDto = {
  ruleId: 3,
  tenantId: 2,
  tenantName: 'Globex Manufacturing',
  ruleCode: 'PROD.WORK_ORDER',
  ruleName: 'Work order numbers',
  enabledFlag: 1,
  segments: [
    { fieldType: 'CONSTANT', fieldValue: 'WO-' },
    { fieldType: 'DATE', dateMask: 'yyyy' },
    { fieldType: 'CONSTANT', fieldValue: '-' },
    { fieldType: 'SEQUENCE', seqLength: 4, startValue: 1, resetFrequency: 'NEVER' },
  ],
  currentValue: 6,
  resetDate: `${YEAR}-01-01`,
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchCodeRules.tenant).mockResolvedValue(pageOf([rule]));
});

const show = () =>
  renderPage(<CodeRulesOrgPage />, { texts: platformTexts, path: '/hpfm/code-rule-org' });

describe('Code Rules page', () => {
  it('previews the next code as the prefix changes, and saves the segments', async () => {
    jest.mocked(saveCodeRule).mockResolvedValue({ ...rule, objectVersionNumber: 2 });
    show();
    await user.click(await actionOf('PROD.WORK_ORDER', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const preview = dialog.getByRole('status', { hidden: true });
    expect(preview.textContent).toContain(`WO-${YEAR}-0007`);
    await user.clear(dialog.getByLabelText('Text of segment 1'));
    await user.type(dialog.getByLabelText('Text of segment 1'), 'GX-');
    expect(preview.textContent).toContain(`GX-${YEAR}-0007`);
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveCodeRule).toHaveBeenCalledWith('tenant', {
        ruleCode: 'PROD.WORK_ORDER',
        ruleName: 'Work order numbers',
        enabledFlag: 1,
        segments: [{ fieldType: 'CONSTANT', fieldValue: 'GX-' }, ...rule.segments.slice(1)],
        ruleId: 3,
        objectVersionNumber: 1,
      }),
    );
  });

  it('an incomplete segment is named before anything is sent', async () => {
    show();
    await rowOf('PROD.WORK_ORDER');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Code'), 'HPFM.INVOICE');
    await user.type(dialog.getByLabelText('Name'), 'Invoices');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Add segment' }));
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(
        'Segments: segment 2 is incomplete (text, a date mask with yyyy, yy, MM or dd, or 1 to 12 digits)',
      ),
    ).toBeTruthy();
    expect(saveCodeRule).not.toHaveBeenCalled();
    expect(dialog.getByRole('status', { hidden: true }).textContent).toContain('—');
  });
});
