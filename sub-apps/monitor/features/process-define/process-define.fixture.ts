/** Processes the page tests share: Acme's renovation budget, newest version 2 of 2. */
import type { ProcessDefinitionRow } from '@polaris/core/services/workflow/definition-admin-types';
import type { ProcessDefinitionDto } from '@polaris/core/services/workflow/process-types';

const graph = {
  nodes: [
    { nodeId: 'start', kind: 'start' as const, name: 'Start' },
    {
      nodeId: 'review',
      kind: 'userTask' as const,
      name: 'Department review',
      assignee: { type: 'user' as const, userId: 2 },
      actions: ['Approved' as const],
    },
    { nodeId: 'end', kind: 'end' as const, name: 'End' },
  ],
  flows: [
    { from: 'start', to: 'review' },
    { from: 'review', to: 'end' },
  ],
};

export const version = (
  definitionId: number,
  v: number,
  status: ProcessDefinitionDto['status'] = 'DEPLOYED',
): ProcessDefinitionDto => ({
  definitionId,
  tenantId: 1,
  processKey: 'RENOVATION_BUDGET',
  name: 'Renovation budget',
  category: 'Property',
  version: v,
  status,
  deployTime: '2024-05-20 10:00:00',
  description: `Version ${v}`,
  ...graph,
});

export const renovation: ProcessDefinitionRow = {
  ...version(302, 2),
  tenantName: 'Acme Property',
  versionCount: 2,
};
