/** `GET PROP/project?enabledFlag=1`: the enabled projects a house may belong to (at most 500). */
import type { ProjectDto } from '@polaris/core/services/property/records-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

const projects = wyListEndpoint<ProjectDto, { enabledFlag?: 0 | 1 }>('PROP/project');

export const fetchProjectChoices = () =>
  projects({ enabledFlag: 1, size: 500, sort: 'projectCode,asc' });
