/**
 * `GET {workflow}/v1[/{organizationId}]/process/definitions`: a page of the processes, each as its
 * newest version with `versionCount`: every organisation's on the site form (a site-level role;
 * `tenantId` filters), the organisation's own on the tenant form.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ProcessDefinitionQuery,
  ProcessDefinitionRow,
} from '@polaris/core/services/workflow/definition-admin-types';

export const fetchProcessDefinitions = listEndpoint<ProcessDefinitionRow, ProcessDefinitionQuery>(
  'workflow',
  'auto',
  'process/definitions',
);
