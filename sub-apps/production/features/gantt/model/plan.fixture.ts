/** A small saved plan for the model's tests: a parent with two children and one link. */
import type { Plan, PlanLink, PlanTask } from './plan';

export function savedTask(id: string, fields: Partial<PlanTask> = {}): PlanTask {
  return {
    id,
    text: `Task ${id}`,
    start_date: '2024-07-01',
    end_date: '2024-07-03',
    parent: null,
    order: 1,
    type: 'task',
    progress: 0,
    duration: 2,
    priority: null,
    render: [],
    objectVersionNumber: 1,
    _token: `t${id}`,
    ...fields,
  };
}

export function savedLink(id: string, source: string, target: string): PlanLink {
  return { id, type: '0', source, target, objectVersionNumber: 1, _token: `l${id}` };
}

export const newTask = (id: string, fields: Partial<PlanTask> = {}): PlanTask =>
  savedTask(id, { objectVersionNumber: undefined, _token: undefined, ...fields });

export const basePlan: Plan = {
  tasks: [
    savedTask('1', { type: 'project' }),
    savedTask('2', { parent: '1', order: 1 }),
    savedTask('3', { parent: '1', order: 2 }),
  ],
  links: [savedLink('9', '2', '3')],
};
