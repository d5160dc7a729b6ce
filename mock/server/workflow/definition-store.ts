// Process definitions and business documents as the gateway holds them (run-time copies of the
// seed in mock/data/workflow-definitions.ts, restored on reset). A definition version is immutable
// once deployed: changing a process deploys a new version, and only DEPLOYED versions start
// instances; running instances keep the version they started on.
import { seedProcessDefinitions, seedProcessDocuments } from '../../data/workflow-definitions';
import type {
  ProcessDefinitionDto,
  ProcessDocumentDto,
} from '../../../src/services/workflow/process-types';

const copy = <T>(value: T): T => structuredClone(value);

export class DefinitionStore {
  private definitions: ProcessDefinitionDto[] = copy(seedProcessDefinitions);
  private documents: ProcessDocumentDto[] = copy(seedProcessDocuments);

  reset(): void {
    this.definitions = copy(seedProcessDefinitions);
    this.documents = copy(seedProcessDocuments);
  }

  /** Every version of every tenant's processes (callers filter by tenant scope). */
  allDefinitions(): readonly ProcessDefinitionDto[] {
    return this.definitions;
  }

  find(definitionId: number): ProcessDefinitionDto | undefined {
    return this.definitions.find((definition) => definition.definitionId === definitionId);
  }

  /** The newest DEPLOYED version of a tenant's process: what a new instance starts on. */
  deployed(tenantId: number, processKey: string): ProcessDefinitionDto | undefined {
    return this.definitions
      .filter(
        (d) => d.tenantId === tenantId && d.processKey === processKey && d.status === 'DEPLOYED',
      )
      .sort((a, b) => b.version - a.version)[0];
  }

  allDocuments(): readonly ProcessDocumentDto[] {
    return this.documents;
  }
}
