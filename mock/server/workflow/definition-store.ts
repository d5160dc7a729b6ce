// Process definitions and business documents as the gateway holds them (run-time copies of the
// seed in mock/data/workflow-definitions.ts, restored on reset). A definition version is immutable
// once deployed: changing a process deploys a new version, and only DEPLOYED versions start
// instances; running instances keep the version they started on. A version may be suspended (it
// starts nothing new) and activated again. A document names a process by key; it may only name
// one its organisation has deployed.
import { seedProcessDefinitions, seedProcessDocuments } from '../../data/workflow-definitions';
import type {
  ProcessDefinitionDto,
  ProcessDefinitionStatus,
  ProcessDocumentDto,
} from '../../../src/services/workflow/process-types';
import type { ProcessDeploy } from '../../../src/services/workflow/definition-admin-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';
import { t } from '../../data/lov-types';

const copy = <T>(value: T): T => structuredClone(value);

/** What a tenant-scoped lookup reaches: one organisation, or every one (the site form). */
export type Reach = number | 'all';

const inReach = (reach: Reach, tenantId: number) => reach === 'all' || reach === tenantId;

export type DocumentInput = Omit<ProcessDocumentDto, 'documentId' | 'objectVersionNumber'>;

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

  /** A version the reach sees; another organisation's is "not found", as a missing one. */
  reachable(reach: Reach, definitionId: number): ProcessDefinitionDto {
    const found = this.find(definitionId);
    if (!found || !inReach(reach, found.tenantId)) {
      throw notFound(
        `流程定义 ${definitionId} 不存在`,
        `Process definition ${definitionId} not found`,
      );
    }
    return found;
  }

  /** Every version of one tenant's process, newest first. */
  versions(tenantId: number, processKey: string): ProcessDefinitionDto[] {
    return this.definitions
      .filter((d) => d.tenantId === tenantId && d.processKey === processKey)
      .sort((a, b) => b.version - a.version);
  }

  /** Each process the reach sees, as its newest version with the number of its versions. */
  latest(reach: Reach): { definition: ProcessDefinitionDto; versionCount: number }[] {
    const byProcess = new Map<string, ProcessDefinitionDto[]>();
    for (const definition of this.definitions) {
      if (!inReach(reach, definition.tenantId)) continue;
      const key = `${definition.tenantId}:${definition.processKey}`;
      byProcess.set(key, [...(byProcess.get(key) ?? []), definition]);
    }
    return [...byProcess.values()].map((versions) => ({
      definition: versions.reduce((a, b) => (b.version > a.version ? b : a)),
      versionCount: versions.length,
    }));
  }

  /** The keys a tenant may start now (a DEPLOYED version), with their newest deployed name. */
  deployedKeys(tenantId: number): { processKey: string; name: string }[] {
    const keys = new Set(
      this.definitions
        .filter((d) => d.tenantId === tenantId && d.status === 'DEPLOYED')
        .map((d) => d.processKey),
    );
    return [...keys].sort().map((processKey) => ({
      processKey,
      name: this.deployed(tenantId, processKey)!.name,
    }));
  }

  /** Deploys a new version (the next number of its key in the tenant), DEPLOYED at `time`. */
  deploy(tenantId: number, input: Omit<ProcessDeploy, 'tenantId'>, time: string) {
    const [newest] = this.versions(tenantId, input.processKey);
    const definition: ProcessDefinitionDto = {
      definitionId: Math.max(0, ...this.definitions.map((d) => d.definitionId)) + 1,
      tenantId,
      processKey: input.processKey,
      name: input.name,
      category: input.category,
      version: (newest?.version ?? 0) + 1,
      status: 'DEPLOYED',
      deployTime: time,
      description: input.description,
      nodes: copy(input.nodes),
      flows: copy(input.flows),
    };
    this.definitions.push(definition);
    return definition;
  }

  /** Suspends or activates a version the reach sees. */
  setStatus(reach: Reach, definitionId: number, status: ProcessDefinitionStatus) {
    const definition = this.reachable(reach, definitionId);
    definition.status = status;
    return definition;
  }

  allDocuments(): readonly ProcessDocumentDto[] {
    return this.documents;
  }

  createDocument(input: DocumentInput): ProcessDocumentDto {
    this.checkDocument(input);
    const document: ProcessDocumentDto = {
      ...input,
      documentId: Math.max(0, ...this.documents.map((d) => d.documentId)) + 1,
      objectVersionNumber: 1,
    };
    this.documents.push(document);
    return document;
  }

  /** Changes a document the reach sees, read at `version`. */
  updateDocument(
    reach: Reach,
    documentId: number,
    version: number,
    change: Partial<Omit<DocumentInput, 'tenantId' | 'documentCode'>>,
  ): ProcessDocumentDto {
    const document = this.documents.find((d) => d.documentId === documentId);
    if (!document || !inReach(reach, document.tenantId)) {
      throw notFound(`流程单据 ${documentId} 不存在`, `Process document ${documentId} not found`);
    }
    checkVersion(document, version);
    const next = { ...document, ...change };
    if (next.processKey !== document.processKey) this.checkKey(next.tenantId, next.processKey);
    Object.assign(document, change, { objectVersionNumber: document.objectVersionNumber + 1 });
    return document;
  }

  private checkDocument(input: DocumentInput): void {
    const taken = this.documents.some(
      (d) => d.tenantId === input.tenantId && d.documentCode === input.documentCode,
    );
    if (taken) {
      throw new AdminFailure(
        'error.data_exists',
        t(`单据 ${input.documentCode} 已存在`, `Document ${input.documentCode} already exists`),
        'warn',
      );
    }
    this.checkKey(input.tenantId, input.processKey);
  }

  /** A document's process must be one its organisation has deployed. */
  private checkKey(tenantId: number, processKey: string): void {
    if (this.deployed(tenantId, processKey)) return;
    throw new AdminFailure(
      'error.param.invalid',
      t(
        `processKey ${processKey} 不是本组织已部署的流程`,
        `processKey ${processKey} is not a process this organisation has deployed`,
      ),
    );
  }
}
