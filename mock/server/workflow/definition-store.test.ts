import { seedProcessDefinitions, seedProcessDocuments } from '../../data/workflow-definitions';
import { DefinitionStore } from './definition-store';

describe('seed process definitions', () => {
  it.each(seedProcessDefinitions.map((d) => [`${d.processKey} v${d.version}`, d] as const))(
    '%s is a graph from one start to an end',
    (_name, definition) => {
      const ids = new Set(definition.nodes.map((node) => node.nodeId));
      expect(ids.size).toBe(definition.nodes.length);
      expect(definition.nodes.filter((node) => node.kind === 'start')).toHaveLength(1);
      for (const flow of definition.flows) {
        expect(ids.has(flow.from) && ids.has(flow.to)).toBe(true);
      }
      // Every node is reachable from the start and every user task has a way on.
      const reached = new Set(['start']);
      for (let grew = true; grew; ) {
        grew = false;
        for (const flow of definition.flows) {
          if (reached.has(flow.from) && !reached.has(flow.to)) {
            reached.add(flow.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort()).toEqual([...ids].sort());
      for (const node of definition.nodes.filter((n) => n.kind === 'userTask')) {
        expect(node.assignee).toBeDefined();
        expect(node.actions?.length).toBeGreaterThan(0);
        expect(definition.flows.some((flow) => flow.from === node.nodeId)).toBe(true);
      }
    },
  );

  it('gives every document a process its tenant has deployed', () => {
    const store = new DefinitionStore();
    for (const document of seedProcessDocuments) {
      expect(store.deployed(document.tenantId, document.processKey)?.tenantId).toBe(
        document.tenantId,
      );
    }
  });

  it('starts new instances on the newest deployed version only', () => {
    const store = new DefinitionStore();
    expect(store.deployed(1, 'RENOVATION_BUDGET')?.version).toBe(2);
    expect(store.deployed(2, 'RENOVATION_BUDGET')).toBeUndefined();
  });
});

describe('deploying, suspending and documents', () => {
  const graph = () => structuredClone(seedProcessDefinitions[1]);

  it('deploys the next version of a key, DEPLOYED, which new instances then start on', () => {
    const store = new DefinitionStore();
    const { nodes, flows } = graph();
    const input = { processKey: 'RENOVATION_BUDGET', name: 'Renovation', category: 'Property' };
    const v3 = store.deploy(
      1,
      { ...input, description: null, nodes, flows },
      '2026-01-01 10:00:00',
    );
    expect(v3).toMatchObject({ version: 3, status: 'DEPLOYED', definitionId: 402 });
    expect(store.deployed(1, 'RENOVATION_BUDGET')).toBe(v3);
    expect(store.versions(1, 'RENOVATION_BUDGET').map((d) => d.version)).toEqual([3, 2, 1]);
    const first = store.deploy(2, { ...input, description: null, nodes, flows }, 'x');
    expect(first.version).toBe(1);
    store.reset();
    expect(store.versions(1, 'RENOVATION_BUDGET')).toHaveLength(2);
  });

  it('a suspended version starts nothing; the list shows each process once, newest version', () => {
    const store = new DefinitionStore();
    store.setStatus(1, 302, 'SUSPENDED');
    expect(store.deployed(1, 'RENOVATION_BUDGET')).toBeUndefined();
    expect(store.deployedKeys(1).map((k) => k.processKey)).toEqual([
      'METER_READING',
      'PURCHASE_REQUEST',
    ]);
    expect(() => store.setStatus(2, 302, 'DEPLOYED')).toThrow('not found');
    const latest = store.latest(1).map((p) => [p.definition.definitionId, p.versionCount]);
    expect(latest).toEqual([
      [302, 2],
      [303, 1],
      [304, 1],
    ]);
    expect(store.latest('all')).toHaveLength(4);
  });

  it('a document names a deployed process of its tenant; a change needs the version read', () => {
    const store = new DefinitionStore();
    const doc = {
      tenantId: 1,
      documentCode: 'WORK',
      documentName: 'Work',
      processKey: 'METER_READING',
      documentPath: null,
      enabledFlag: 1 as const,
    };
    expect(store.createDocument(doc)).toMatchObject({ documentId: 602, objectVersionNumber: 1 });
    expect(() => store.createDocument(doc)).toThrow('already exists');
    expect(() =>
      store.createDocument({ ...doc, documentCode: 'X', processKey: 'LINE_CHANGEOVER' }),
    ).toThrow('not a process this organisation has deployed');
    expect(store.updateDocument(1, 602, 1, { enabledFlag: 0 }).objectVersionNumber).toBe(2);
    expect(() => store.updateDocument(1, 602, 1, { documentName: 'Y' })).toThrow('changed');
    expect(() => store.updateDocument(2, 602, 2, { documentName: 'Y' })).toThrow('not found');
  });
});
