import { changeCount, planChanges, unsavedTaskIds } from './changes';
import { basePlan, newTask, savedLink } from './plan.fixture';
import type { Plan } from './plan';

const edit = (change: (plan: Plan) => Plan) => planChanges(basePlan, change(basePlan));
const ids = (records: { id: string }[]) => records.map((record) => record.id);

describe('unsaved edits of a plan', () => {
  it.each<[string, (plan: Plan) => Plan, [string[], string[], string[], string[]]]>([
    ['none', (plan) => plan, [[], [], [], []]],
    [
      'a rename',
      (plan) => ({
        ...plan,
        tasks: plan.tasks.map((t) => (t.id === '2' ? { ...t, text: 'x' } : t)),
      }),
      [['2'], [], [], []],
    ],
    [
      'a move (dates)',
      (plan) => ({
        ...plan,
        tasks: plan.tasks.map((t) => (t.id === '3' ? { ...t, start_date: '2024-07-02' } : t)),
      }),
      [['3'], [], [], []],
    ],
    [
      'an outdent (parent) and reorder',
      (plan) => ({
        ...plan,
        tasks: plan.tasks.map((t) => (t.id === '3' ? { ...t, parent: null, order: 2 } : t)),
      }),
      [['3'], [], [], []],
    ],
    [
      'a progress drag',
      (plan) => ({
        ...plan,
        tasks: plan.tasks.map((t) => (t.id === '2' ? { ...t, progress: 0.5 } : t)),
      }),
      [['2'], [], [], []],
    ],
    [
      'a new milestone',
      (plan) => ({ ...plan, tasks: [...plan.tasks, newTask('new:1', { type: 'milestone' })] }),
      [['new:1'], [], [], []],
    ],
    [
      'a deleted task and its link',
      (plan) => ({ tasks: plan.tasks.filter((t) => t.id !== '3'), links: [] }),
      [[], ['3'], [], ['9']],
    ],
    [
      'a new link',
      (plan) => ({
        ...plan,
        links: [...plan.links, { ...savedLink('new:2', '1', '3'), objectVersionNumber: undefined }],
      }),
      [[], [], ['new:2'], []],
    ],
    [
      'a link type changed',
      (plan) => ({ ...plan, links: plan.links.map((l) => ({ ...l, type: '1' })) }),
      [[], [], ['9'], []],
    ],
  ])('%s', (_label, change, [saved, deleted, savedLinks, deletedLinks]) => {
    const changes = edit(change);
    expect(ids(changes.savedTasks)).toEqual(saved);
    expect(ids(changes.deletedTasks)).toEqual(deleted);
    expect(ids(changes.savedLinks)).toEqual(savedLinks);
    expect(ids(changes.deletedLinks)).toEqual(deletedLinks);
    expect(changeCount(changes)).toBe(
      saved.length + deleted.length + savedLinks.length + deletedLinks.length,
    );
  });

  it('marks changed tasks and the targets of changed links as unsaved', () => {
    const changes = edit((plan) => ({
      tasks: plan.tasks.map((t) => (t.id === '2' ? { ...t, text: 'x' } : t)),
      links: plan.links.map((l) => ({ ...l, type: '3' })),
    }));
    expect([...unsavedTaskIds(changes)].sort()).toEqual(['2', '3']);
  });
});
