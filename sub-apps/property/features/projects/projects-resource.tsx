/**
 * The organisation's projects (estates) as a resource: search by code and name; each with its
 * address, built area, how many houses it has and whether it is enabled; created and edited under
 * their button codes (a code is unique in the organisation: the gateway says so).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { view } from '@polaris/core/kit/status/status-view';
import {
  PROJECT_CODE_PATTERN,
  type ProjectDto,
  type ProjectQuery,
  type ProjectSave,
} from '@polaris/core/services/property/records-types';
import { createProject } from './api/create-project';
import { fetchProjects } from './api/fetch-projects';
import { updateProject } from './api/update-project';

/** The button code guarding an action (the gateway refuses the call without it). */
export const projectPermission = (key: string) => `acme.property.project.button.${key}`;

const ENABLED = view('wuye.project.enabled.1', 'success');
const DISABLED = view('wuye.project.enabled.0', 'default');

type ProjectValues = Omit<
  ProjectSave,
  'projectId' | 'objectVersionNumber' | 'enabledFlag' | 'area'
> & {
  /** Empty until typed (the form requires it). */
  area: number | null;
  enabled: boolean;
};

export const projectsResource = defineResource<ProjectDto, ProjectQuery, ProjectValues>({
  key: ['wuye', 'projects'],
  alsoChanges: [['wuye', 'houses']],
  texts: 'wuye.project',
  endpoint: fetchProjects,
  rowKey: 'projectId',
  search: [{ name: 'projectCode' }, { name: 'projectName' }],
  columns: [
    { field: 'projectCode', width: 130, kind: 'code', sort: true },
    { field: 'projectName', width: 180, sort: true },
    { field: 'address', width: 260 },
    { field: 'area', width: 120, kind: 'number', sort: true },
    { field: 'houseCount', width: 110, kind: 'number' },
    {
      field: 'enabledFlag',
      width: 100,
      kind: 'tag',
      status: (flag: 0 | 1) => (flag === 1 ? ENABLED : DISABLED),
    },
  ],
  actions: [{ key: 'edit', permission: projectPermission('edit') }],
  form: {
    createTitle: 'wuye.project.create.title',
    editTitle: 'wuye.project.edit.title',
    titleValues: (project) => ({ code: project.projectCode }),
    createPermission: projectPermission('create'),
    fields: [
      { name: 'projectCode', required: true, maxLength: 30, pattern: PROJECT_CODE_PATTERN },
      { name: 'projectName', required: true, maxLength: 80 },
      { name: 'address', maxLength: 200 },
      { name: 'area', kind: 'number', required: true, min: 0.01, precision: 2 },
      { name: 'enabled', kind: 'switch' },
    ],
    initial: (project) => ({
      projectCode: project?.projectCode ?? '',
      projectName: project?.projectName ?? '',
      address: project?.address ?? '',
      area: project?.area ?? null,
      enabled: project ? project.enabledFlag === 1 : true,
    }),
    save: ({ enabled, ...values }, project) => {
      const sent: ProjectSave = {
        ...values,
        projectCode: values.projectCode.trim(),
        projectName: values.projectName.trim(),
        address: (values.address ?? '').trim(),
        area: Number(values.area),
        enabledFlag: enabled ? 1 : 0,
      };
      return project
        ? updateProject({
            ...sent,
            projectId: project.projectId,
            objectVersionNumber: project.objectVersionNumber,
          })
        : createProject(sent);
    },
  },
});
