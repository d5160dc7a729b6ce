/**
 * The project calls through the real /wy flow, as alice on Acme (Property Manager): what each
 * call sent, what the page gets back, and a refusal told to the user in her language.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { createProject } from './create-project';
import { fetchProjectChoices } from './fetch-project-choices';
import { fetchProjects } from './fetch-projects';
import { updateProject } from './update-project';

const api = serviceContract();

const NEW = {
  projectCode: 'RS-1',
  projectName: 'Riverside',
  address: '1 River Rd',
  area: 5200,
  enabledFlag: 1 as const,
};

describe('projects', () => {
  it('the choice of a house’s or a charge standard’s project: the enabled ones, by code', async () => {
    const page = await fetchProjectChoices();
    expect(page.content.map(({ projectId, projectName }) => ({ projectId, projectName }))).toEqual([
      { projectId: 2, projectName: '湖畔苑' },
      { projectId: 1, projectName: '阳光花园' },
    ]);
    expect(api.onlySent().query).toEqual({
      enabledFlag: '1',
      size: '500',
      sort: 'projectCode,asc',
    });
  });

  it('list: GET /wy/api/v1.0/PROP/project with the filters and paging, the house counts', async () => {
    const page = await fetchProjects({ projectName: '苑', projectCode: '', size: 20 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/project',
      query: { projectName: '苑', size: '20' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ projectCode: 'HPY', projectName: '湖畔苑', houseCount: 2 }),
    ]);
  });

  it('create and edit: POST and PUT with the version read', async () => {
    const created = await createProject(NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/project',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, houseCount: 0, objectVersionNumber: 1 });
    const edit = {
      ...NEW,
      projectName: 'Riverside Court',
      projectId: created.projectId,
      objectVersionNumber: 1,
    };
    expect(await updateProject(edit)).toMatchObject({
      projectName: 'Riverside Court',
      objectVersionNumber: 2,
    });
    expect(api.sent()[1]).toMatchObject({ method: 'PUT', body: edit });
  });

  it('a code the organisation has: refused, and the user told the gateway’s reason', async () => {
    await expect(createProject({ ...NEW, projectCode: 'YGHY' })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({
        style: 'error',
        description: 'Project code YGHY is already taken',
      }),
    ]);
    expect((await fetchProjects({ projectCode: 'YGHY' })).content).toHaveLength(1);
  });
});
