/** /wuye/project: the organisation's projects (the declaration is projects-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { projectsResource } from './projects-resource';

export default function ProjectsPage() {
  return <ResourcePage resource={projectsResource} />;
}
