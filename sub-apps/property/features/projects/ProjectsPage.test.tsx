/** @jest-environment jsdom */
import type { ProjectDto } from '@polaris/core/services/property/records-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { openCreateDialog, renderPropertyPage } from '../../../../test/support/property-page';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { createProject } from './api/create-project';
import { fetchProjects } from './api/fetch-projects';
import ProjectsPage from './ProjectsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-projects', () => ({
  fetchProjects: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/project'),
}));
jest.mock('./api/create-project', () => ({ createProject: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const project: ProjectDto = {
  projectId: 1,
  projectCode: 'SG',
  projectName: 'Sunny Garden',
  address: '1 Garden Rd',
  area: 86000,
  houseCount: 3,
  enabledFlag: 1,
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchProjects).mockResolvedValue(pageOf([project]));
});

const show = () =>
  renderPropertyPage(<ProjectsPage />, { texts: propertyTexts, path: '/wuye/project' });

describe('Projects page', () => {
  it('lists projects with their area, house count and status; searches by code', async () => {
    show();
    const row = within((await screen.findByText('Sunny Garden')).closest('tr') as HTMLElement);
    expect(row.getByText('86,000')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('Enabled')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Project code' }), 'HPY');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchProjects).toHaveBeenLastCalledWith(
        expect.objectContaining({ projectCode: 'HPY' }),
      ),
    );
  });

  it('checks the form in the user’s language, then saves what was typed', async () => {
    jest.mocked(createProject).mockResolvedValue(project);
    show();
    const form = await openCreateDialog(user);
    await user.type(form.getByLabelText('Project code'), 'bad code');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    expect(await form.findByText('Project code is not in the expected format')).toBeTruthy();
    expect(await form.findByText('Project name is required')).toBeTruthy();
    expect(await form.findByText('Area (m²) is required')).toBeTruthy();
    await user.clear(form.getByLabelText('Project code'));
    await user.type(form.getByLabelText('Project code'), 'RS-1');
    await user.type(form.getByLabelText('Project name'), ' Riverside ');
    await user.type(form.getByLabelText('Area (m²)'), '5200');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() =>
      expect(createProject).toHaveBeenCalledWith({
        projectCode: 'RS-1',
        projectName: 'Riverside',
        address: '',
        area: 5200,
        enabledFlag: 1,
      }),
    );
  });
});
