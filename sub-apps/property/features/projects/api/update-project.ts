/**
 * `PUT PROP/project`: changes a project (its id and the version read); a stale version is
 * refused (someone saved it meanwhile). Its houses' names follow a new project name.
 */
import type { ProjectDto, ProjectSave } from '@polaris/core/services/property/records-types';
import { wyChange } from '@polaris/core/services/property/wy-call';

export function updateProject(project: ProjectSave): Promise<ProjectDto> {
  return wyChange<ProjectDto>('PROP/project', { method: 'PUT', data: project });
}
