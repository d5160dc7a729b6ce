/**
 * A definition file (JSON) read for a deploy: the process's key, name, category, description,
 * nodes and flows. Only its shape is checked here, so the user hears at once that a file is no
 * definition at all; the gateway checks the graph and names what is wrong in it.
 */
import type { ProcessDeploy } from '@polaris/core/services/workflow/definition-admin-types';

export type DefinitionFile =
  | { definition: Omit<ProcessDeploy, 'tenantId'> }
  /** The text key of what is wrong. */
  | { problem: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function readDefinitionFile(text: string): DefinitionFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'hwfl.processDefine.file.notJson' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { problem: 'hwfl.processDefine.file.shape' };
  }
  const file = raw as Record<string, unknown>;
  if (
    !isText(file.processKey) ||
    !isText(file.name) ||
    !isText(file.category) ||
    !Array.isArray(file.nodes) ||
    !Array.isArray(file.flows)
  ) {
    return { problem: 'hwfl.processDefine.file.shape' };
  }
  return {
    definition: {
      processKey: file.processKey,
      name: file.name,
      category: file.category,
      description: typeof file.description === 'string' ? file.description : null,
      nodes: file.nodes as ProcessDeploy['nodes'],
      flows: file.flows as ProcessDeploy['flows'],
    },
  };
}
