/**
 * `POST PROP/project`: a new project. A code the organisation already has, a bad field or a role
 * without `acme.property.project.button.create` is refused with the gateway's message.
 */
import type { ProjectDto, ProjectSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function createProject(project: ProjectSave): Promise<ProjectDto> {
  return wyCall<ProjectDto>('PROP/project', { method: 'POST', data: project });
}
