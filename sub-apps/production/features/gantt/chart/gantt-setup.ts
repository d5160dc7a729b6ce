/**
 * How one Gantt chart is set up for the user and the role: date formats, the week's first day,
 * what may be dragged, the grid's columns (escaped: server text is text) sized for the tab, and
 * the templates that mark unsaved and refused tasks and today.
 */
import { escapeHTML, type GanttStatic, type Task } from 'dhtmlx-gantt';
import { dhtmlxDateFormat, weekStartsOnMonday } from './gantt-settings';
import type { GanttViewOptions } from './gantt-view';

export const WIRE_DAY = '%Y-%m-%d';

export interface ChartMarks {
  /** The class of a task's bar and row (unsaved, refused, or none). */
  classOf(id: string): string;
  isToday(date: Date): boolean;
}

export function configureChart(
  gantt: GanttStatic,
  options: GanttViewOptions,
  marks: ChartMarks,
): void {
  const config = gantt.config;
  config.date_format = WIRE_DAY;
  config.date_grid = dhtmlxDateFormat(options.dateFormat);
  config.start_on_monday = weekStartsOnMonday(options.language);
  config.readonly = options.readOnly;
  config.drag_links = !options.readOnly && options.canLink;
  config.drag_progress = !options.readOnly;
  config.drag_move = !options.readOnly;
  config.drag_resize = !options.readOnly;
  config.order_branch = options.readOnly ? false : 'marker';
  config.order_branch_free = true;
  config.open_tree_initially = true;
  config.details_on_dblclick = false;
  config.show_errors = false;
  config.fit_tasks = true;
  config.keyboard_navigation_cells = true;
  config.show_task_cells = false;
  config.columns = [
    {
      name: 'text',
      label: escapeHTML(options.titles.text),
      tree: true,
      width: 220,
      min_width: 120,
      resize: true,
      template: (task: Task) => escapeHTML(String(task.text ?? '')),
    },
    {
      name: 'start_date',
      label: escapeHTML(options.titles.start),
      align: 'center',
      width: 104,
      min_width: 80,
      resize: true,
    },
    {
      name: 'duration',
      label: escapeHTML(options.titles.duration),
      align: 'center',
      width: 64,
      min_width: 48,
      resize: true,
    },
    {
      name: 'progress',
      label: escapeHTML(options.titles.progress),
      align: 'center',
      width: 64,
      min_width: 48,
      resize: true,
      template: (task: Task) => `${Math.round((task.progress ?? 0) * 100)}%`,
    },
  ];
  // the grid takes at most 45 % of a narrow tab, so the timeline keeps room; its columns
  // shrink alike (each can be widened by dragging its edge)
  const natural = (config.columns as { width: number }[]).reduce(
    (sum, column) => sum + column.width,
    0,
  );
  const width = Math.min(natural, Math.max(240, Math.round(options.container.clientWidth * 0.45)));
  for (const column of config.columns as { width: number; min_width: number }[]) {
    column.width = Math.max(column.min_width, Math.round((column.width * width) / natural));
  }
  config.grid_width = width;
  const templates = gantt.templates;
  templates.task_text = (_start: Date, _end: Date, task: Task) =>
    escapeHTML(String(task.text ?? ''));
  templates.task_class = (_start: Date, _end: Date, task: Task) => marks.classOf(String(task.id));
  templates.grid_row_class = (_start: Date, _end: Date, task: Task) =>
    marks.classOf(String(task.id));
  templates.timeline_cell_class = (_task: Task, date: Date) =>
    marks.isToday(date) ? 'polaris-gantt-today' : '';
  templates.scale_cell_class = (date: Date) => (marks.isToday(date) ? 'polaris-gantt-today' : '');
}
