/** The chart's batch calls as the save of a plan uses them: silent, the page shows failures in place. */
import type { GanttBatchApi } from '../model/save-plan';
import { deleteGanttLinks } from './delete-gantt-links';
import { deleteGanttTasks } from './delete-gantt-tasks';
import { saveGanttLinks } from './save-gantt-links';
import { saveGanttTasks } from './save-gantt-tasks';

const silent = { silent: true };

export const ganttBatchApi: GanttBatchApi = {
  saveTasks: (tasks) => saveGanttTasks(tasks, silent),
  deleteTasks: (tasks) => deleteGanttTasks(tasks, silent),
  saveLinks: (links) => saveGanttLinks(links, silent),
  deleteLinks: (links) => deleteGanttLinks(links, silent),
};
