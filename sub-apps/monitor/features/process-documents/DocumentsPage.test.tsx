/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { fetchDeployedKeys } from './api/fetch-deployed-keys';
import { fetchProcessDocuments } from './api/fetch-process-documents';
import { saveProcessDocument } from './api/save-process-document';
import DocumentsPage from './DocumentsPage';
import { document } from './process-documents.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-process-documents', () => ({
  fetchProcessDocuments: Object.assign(jest.fn(), {
    url: () => '/hwfl/v1/{tenantId}/process/documents',
  }),
}));
jest.mock('./api/save-process-document', () => ({ saveProcessDocument: jest.fn() }));
jest.mock('./api/fetch-deployed-keys', () => ({ fetchDeployedKeys: jest.fn() }));
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
    .mocked(fetchProcessDocuments)
    .mockResolvedValue(pageOf([document(501, 'RENOVATION'), document(502, 'METER', 0)]));
  jest.mocked(fetchDeployedKeys).mockResolvedValue([
    { processKey: 'METER_READING', name: 'Meter readings' },
    { processKey: 'RENOVATION_BUDGET', name: 'Renovation budget' },
  ]);
});

// an organisation's role: the tenant form (no organisation to choose)
const show = () =>
  renderPage(<DocumentsPage />, {
    texts: monitorTexts,
    path: '/hwfl/documents',
    user: { currentRoleLevel: 'organization', organizationId: 1 },
  });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Process Documents page', () => {
  it('lists documents with the process each starts; enables a disabled one', async () => {
    jest.mocked(saveProcessDocument).mockResolvedValue(document(502, 'METER'));
    show();
    const row = await rowOf('RENOVATION');
    expect(row.getByText('RENOVATION_BUDGET')).toBeTruthy();
    expect(row.getByText('Renovation budget')).toBeTruthy();
    await user.click(await actionOf('METER', 'Enable'));
    await waitFor(() =>
      expect(saveProcessDocument).toHaveBeenCalledWith({
        documentId: 502,
        objectVersionNumber: 2,
        enabledFlag: 1,
      }),
    );
  });

  it('creates a document: the code checked, the process chosen among the deployed ones', async () => {
    jest.mocked(saveProcessDocument).mockResolvedValue(document(503, 'PERMIT'));
    show();
    await rowOf('RENOVATION');
    await user.click(await enabledPageButton(/Create/));
    const form = await dialog();
    await user.type(form.getByLabelText('Document code'), 'permit');
    await user.type(form.getByLabelText('Document name'), 'Work permit');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText(/Document code: capitals/)).toBeTruthy();
    expect(
      await form.findByText(/Process/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(saveProcessDocument).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Document code'));
    await user.type(form.getByLabelText('Document code'), 'PERMIT');
    await user.click(form.getByRole('combobox', { hidden: true, name: 'Process' }));
    await user.click(await screen.findByText('METER_READING Meter readings'));
    expect(fetchDeployedKeys).toHaveBeenCalledWith(undefined);
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProcessDocument).toHaveBeenCalledWith({
        documentCode: 'PERMIT',
        documentName: 'Work permit',
        processKey: 'METER_READING',
        documentPath: null,
        enabledFlag: 1,
      }),
    );
  });

  it('on the site form: each organisation’s documents; an edit offers its organisation’s processes', async () => {
    jest.mocked(saveProcessDocument).mockResolvedValue(document(501, 'RENOVATION'));
    renderPage(<DocumentsPage />, { texts: monitorTexts, path: '/hwfl/documents' });
    expect((await rowOf('RENOVATION')).getByText('Acme Property')).toBeTruthy();
    await user.click(await actionOf('RENOVATION', 'Edit'));
    const form = await dialog();
    expect(form.getByText('Edit document RENOVATION')).toBeTruthy();
    await waitFor(() => expect(fetchDeployedKeys).toHaveBeenCalledWith(1));
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProcessDocument).toHaveBeenCalledWith({
        documentId: 501,
        objectVersionNumber: 2,
        documentName: 'RENOVATION form',
        processKey: 'RENOVATION_BUDGET',
        documentPath: null,
        enabledFlag: 1,
      }),
    );
  });
});
