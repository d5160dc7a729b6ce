// Every route of the workflow administration pages (process definitions, documents, the process
// monitor), for the dispatcher to register in one line.
import type { ApiRoute } from '../context';
import { definitionRoutes } from './workflow-definitions';
import { documentRoutes } from './workflow-documents';
import { monitorRoutes } from './workflow-monitor';

export const workflowAdminRoutes: ApiRoute[] = [
  ...definitionRoutes,
  ...documentRoutes,
  ...monitorRoutes,
];
