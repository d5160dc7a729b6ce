/**
 * What the Process Definitions and Documents pages (`/hwfl/process-define`, `/hwfl/documents`)
 * exchange with the workflow service, on top of the model in `./process-types`. Both lists have
 * two forms: the site form (a site-level role) holds every organisation's, with its name; the
 * tenant form the organisation's own.
 */
import type {
  ProcessDefinitionDto,
  ProcessDefinitionStatus,
  ProcessDocumentDto,
  ProcessFlowDto,
  ProcessNodeDto,
} from './process-types';

/** A process as the list shows it: its newest version, and how many versions it has. */
export interface ProcessDefinitionRow extends ProcessDefinitionDto {
  /** The organisation's name (site form). */
  tenantName: string;
  versionCount: number;
}

export interface ProcessDefinitionQuery {
  processKey?: string;
  name?: string;
  category?: string;
  status?: ProcessDefinitionStatus;
  /** Site form only. */
  tenantId?: number;
}

/**
 * A new version to deploy: the whole graph (a copy of a version with another name or
 * description, or a definition file read by the page). The version number is the gateway's.
 */
export interface ProcessDeploy {
  /** Site form only: whose process. */
  tenantId?: number;
  processKey: string;
  name: string;
  category: string;
  description: string | null;
  nodes: ProcessNodeDto[];
  flows: ProcessFlowDto[];
}

/** A process the organisation may start (it has a DEPLOYED version): a document's choices. */
export interface DeployedProcessDto {
  processKey: string;
  name: string;
}

export interface ProcessDocumentRow extends ProcessDocumentDto {
  tenantName: string;
  /** The name of the process's newest version (null: no version deployed now). */
  processName: string | null;
}

export interface ProcessDocumentQuery {
  documentCode?: string;
  documentName?: string;
  processKey?: string;
  enabledFlag?: 0 | 1;
  tenantId?: number;
}

/** A document created (no id; the site form names its `tenantId`) or changed (id and version). */
export interface ProcessDocumentSave {
  documentId?: number;
  objectVersionNumber?: number;
  tenantId?: number;
  documentCode?: string;
  documentName?: string;
  processKey?: string;
  documentPath?: string | null;
  enabledFlag?: 0 | 1;
}
