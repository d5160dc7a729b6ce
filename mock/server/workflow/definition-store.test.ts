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
