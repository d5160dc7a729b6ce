/** `GET PROP/project`: a page of the organisation's projects (search by code and name). */
import type { ProjectDto, ProjectQuery } from '@polaris/core/services/property/records-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchProjects = wyListEndpoint<ProjectDto, ProjectQuery>('PROP/project');
