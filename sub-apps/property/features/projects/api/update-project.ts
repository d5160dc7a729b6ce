/**
 * `PUT PROP/project`: changes a project (its id and the version read); a stale version is
 * refused (someone saved it meanwhile). Its houses' names follow a new project name.
 */
import type { ProjectDto, ProjectSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function updateProject(project: ProjectSave): Promise<ProjectDto> {
  return wyCall<ProjectDto>('PROP/project', { method: 'PUT', data: project });
}
