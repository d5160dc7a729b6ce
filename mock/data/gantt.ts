// Seed Gantt chart 1, instantiated in every seed tenant: a parent task with four children, a
// milestone, and finish-to-start links. Task and link ids are `tenantId * 100 + n`.
import { seedTenants } from './tenants';

export const SEED_GANTT_ID = 1;

export interface SeedGanttTask {
  n: number;
  taskName: { zh_CN: string; en_US: string };
  parent: number | null;
  startDate: string;
  endDate: string;
  taskType: 'task' | 'project' | 'milestone';
  priority: number;
  progress: number;
  taskRender: string | null;
}

export const seedGanttTasks: SeedGanttTask[] = [
  {
    n: 1,
    taskName: { zh_CN: 'A 栋翻新', en_US: 'Renovate building A' },
    parent: null,
    startDate: '2024-06-03 00:00:00',
    endDate: '2024-06-29 00:00:00',
    taskType: 'project',
    priority: 50,
    progress: 0.42,
    taskRender: 'split',
  },
  {
    n: 2,
    taskName: { zh_CN: '现场勘测', en_US: 'Site survey' },
    parent: 1,
    startDate: '2024-06-03 00:00:00',
    endDate: '2024-06-07 00:00:00',
    taskType: 'task',
    priority: 70,
    progress: 1,
    taskRender: null,
  },
  {
    n: 3,
    taskName: { zh_CN: '方案设计', en_US: 'Design' },
    parent: 1,
    startDate: '2024-06-10 00:00:00',
    endDate: '2024-06-15 00:00:00',
    taskType: 'task',
    priority: 60,
    progress: 0.6,
    taskRender: null,
  },
  {
    n: 4,
    taskName: { zh_CN: '材料采购', en_US: 'Procurement' },
    parent: 1,
    startDate: '2024-06-12 00:00:00',
    endDate: '2024-06-22 00:00:00',
    taskType: 'task',
    priority: 30,
    progress: 0.25,
    taskRender: null,
  },
  {
    n: 5,
    taskName: { zh_CN: '施工', en_US: 'Construction' },
    parent: 1,
    startDate: '2024-06-17 00:00:00',
    endDate: '2024-06-29 00:00:00',
    taskType: 'task',
    priority: 80,
    progress: 0,
    taskRender: null,
  },
  {
    n: 6,
    taskName: { zh_CN: '交付验收', en_US: 'Handover' },
    parent: null,
    startDate: '2024-06-29 00:00:00',
    endDate: '2024-06-29 00:00:00',
    taskType: 'milestone',
    priority: 50,
    progress: 0,
    taskRender: null,
  },
];

/** [n, from task n, to task n, dhtmlx link type: '0' finish-to-start]. */
export const seedGanttLinks: [number, number, number, string][] = [
  [1, 2, 3, '0'],
  [2, 3, 5, '0'],
  [3, 4, 5, '0'],
  [4, 5, 6, '0'],
];

/** Task names follow the language most users of the tenant read: zh_CN for the platform. */
export const ganttSeedTenants = seedTenants.map((tenant) => ({
  tenantId: tenant.id,
  lang: tenant.id === 0 ? ('zh_CN' as const) : ('en_US' as const),
}));
