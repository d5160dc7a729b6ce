/**
 * The dhtmlx-gantt chart of one mounted page: its own instance (`Gantt.getGanttInstance`), set up
 * for the user's language, formats and rights, fed a plan and telling the page the plan after
 * each edit the user makes in it (move, resize, progress, links, row drag). `destroy()` calls the
 * instance's destructor, which removes its DOM, data and every handler it attached.
 *
 * The chart shows text, never HTML: every template escapes what it prints. It uses no lightbox
 * and none of dhtmlx's dialogs: editing and deleting go through the page's own (antd) dialogs.
 */
import { Gantt, type GanttStatic, type Task } from 'dhtmlx-gantt';
// The library's stylesheet, with its web-font import dropped at build time (offline-css-loader).
import 'dhtmlx-gantt/codebase/dhtmlxgantt.css';
import { isNewId, newId, type Plan, type PlanTask } from '../model/plan';
import { chartTask, readPlan, readTask, ROOT, type ReadContext } from './gantt-read';
import { configureChart, WIRE_DAY } from './gantt-setup';
import { VIEWS, fitView, ganttLocale, spanDays, type GanttView } from './gantt-settings';
import './gantt-view.css';

// Importing the library also puts `gantt` and `Gantt` on the window; nothing of ours uses them.
for (const name of ['gantt', 'Gantt']) Reflect.deleteProperty(window, name);

export interface GanttColumnTitles {
  text: string;
  start: string;
  duration: string;
  progress: string;
}

export interface GanttViewOptions {
  container: HTMLElement;
  language: string;
  dateFormat: string;
  titles: GanttColumnTitles;
  /** No edits at all (no save permission). */
  readOnly: boolean;
  /** Links may be drawn and deleted (link permission). */
  canLink: boolean;
  /** The plan after an edit made in the chart. */
  onChange(plan: Plan): void;
  /** Enter or a double click on a task. */
  onEdit(taskId: string): void;
  /** Delete on a task, or a double click on a link: the page asks, then calls remove(). */
  onDelete(kind: 'task' | 'link', id: string): void;
  onSelect?(taskId: string | null): void;
}

export interface GanttMarks {
  unsaved: ReadonlySet<string>;
  failed: string | null;
}

type Scales = GanttStatic['config']['scales'];

function sameMarks(a: GanttMarks, b: GanttMarks): boolean {
  return (
    a.failed === b.failed &&
    a.unsaved.size === b.unsaved.size &&
    [...a.unsaved].every((id) => b.unsaved.has(id))
  );
}

export class GanttChartView {
  private readonly gantt: GanttStatic;
  private readonly format: (date: Date) => string;
  private marks: GanttMarks = { unsaved: new Set(), failed: null };
  private shown: Plan | null = null;
  /** `render` stays out of the chart (its 'split' is a PRO feature); kept here by task id. */
  private renders = new Map<string, string[]>();
  private loading = false;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;
  private view: GanttView = 'day';

  constructor(private readonly options: GanttViewOptions) {
    // no settings here: with them the factory would init() the instance without a container
    const gantt = Gantt.getGanttInstance();
    gantt.plugins({ keyboard_navigation: true });
    this.gantt = gantt;
    this.format = gantt.date.date_to_str(WIRE_DAY) as (date: Date) => string;
    gantt.i18n.setLocale(ganttLocale(options.language));
    this.configure();
    this.attachEvents();
    gantt.init(options.container);
  }

  /** Shows a plan (loaded, saved, undone or redone), keeping the scroll position. */
  load(plan: Plan): void {
    if (plan === this.shown) return;
    const scroll = this.shown ? this.gantt.getScrollState() : null;
    this.loading = true;
    try {
      this.gantt.clearAll();
      this.gantt.parse({
        // dates as the configured text (date_format); dhtmlx parses them
        data: plan.tasks.map(chartTask) as never,
        links: plan.links.map((link) => ({ ...link })) as never,
      });
    } finally {
      this.loading = false;
    }
    const first = this.shown === null ? plan.tasks[0] : undefined;
    this.shown = plan;
    this.renders = new Map(plan.tasks.map((task) => [task.id, task.render]));
    if (scroll) this.gantt.scrollTo(scroll.x, scroll.y);
    else if (first)
      this.gantt.showDate(this.gantt.date.str_to_date(WIRE_DAY)(first.start_date) as Date);
  }

  setMarks(marks: GanttMarks): void {
    if (sameMarks(marks, this.marks)) return;
    this.marks = marks;
    this.gantt.render();
    if (marks.failed && this.gantt.isTaskExists(marks.failed)) this.gantt.showTask(marks.failed);
  }

  setView(view: GanttView): void {
    this.view = view;
    this.setViewConfig();
    this.gantt.render();
  }

  /** The most detailed view that shows the whole plan in the timeline's width. */
  zoomToFit(): GanttView {
    const tasks = this.shown?.tasks ?? [];
    const grid = this.gantt.config.grid_width;
    const view = fitView(spanDays(tasks) + 2, this.options.container.clientWidth - grid);
    this.setView(view);
    const first = tasks.reduce<string | null>(
      (min, t) => (min === null || t.start_date < min ? t.start_date : min),
      null,
    );
    if (first) this.gantt.showDate(this.gantt.date.str_to_date(WIRE_DAY)(first));
    return view;
  }

  selected(): string | null {
    const id = this.gantt.getSelectedId();
    return id === null || id === undefined ? null : String(id);
  }

  task(id: string): PlanTask | undefined {
    return this.gantt.isTaskExists(id)
      ? readTask(this.gantt.getTask(id), this.readContext())
      : undefined;
  }

  /** Adds a task or milestone under `parent` (root when null) and selects it; answers its id. */
  add(
    fields: Pick<PlanTask, 'text' | 'type' | 'start_date' | 'end_date' | 'progress'>,
    parent: string | null,
  ): string {
    const id = newId((this.seq += 1));
    const parse = this.gantt.date.str_to_date(WIRE_DAY);
    this.gantt.addTask(
      {
        id,
        text: fields.text,
        type: fields.type,
        start_date: parse(fields.start_date),
        end_date: parse(fields.type === 'milestone' ? fields.start_date : fields.end_date),
        progress: fields.progress,
      } as Task,
      parent ?? ROOT,
    );
    if (parent) this.gantt.open(parent);
    this.gantt.selectTask(id);
    this.gantt.showTask(id);
    return id;
  }

  update(
    id: string,
    fields: Pick<PlanTask, 'text' | 'type' | 'start_date' | 'end_date' | 'progress'>,
  ): void {
    if (!this.gantt.isTaskExists(id)) return;
    const task = this.gantt.getTask(id);
    const parse = this.gantt.date.str_to_date(WIRE_DAY);
    task.text = fields.text;
    task.type = fields.type;
    const start = parse(fields.start_date);
    const end = parse(fields.type === 'milestone' ? fields.start_date : fields.end_date);
    task.start_date = start;
    task.end_date = end;
    task.duration = this.gantt.calculateDuration(start, end);
    task.progress = fields.progress;
    this.gantt.updateTask(id);
  }

  /** Makes the selected task a child of the task above it. */
  indent(id: string): void {
    const above = this.gantt.getPrevSibling(id);
    if (above === null || above === undefined) return;
    this.gantt.moveTask(id, this.gantt.getChildren(above).length, above);
    this.gantt.open(above);
    this.changed();
  }

  /** Moves the task up one level, right after its parent. */
  outdent(id: string): void {
    const parent = this.gantt.getParent(id);
    if (parent === ROOT || parent === undefined) return;
    const grand = this.gantt.getParent(parent);
    this.gantt.moveTask(id, this.gantt.getTaskIndex(parent) + 1, grand);
    this.changed();
  }

  remove(kind: 'task' | 'link', id: string): void {
    if (kind === 'task' && this.gantt.isTaskExists(id)) this.gantt.deleteTask(id);
    if (kind === 'link' && this.gantt.isLinkExists(id)) this.gantt.deleteLink(id);
  }

  destroy(): void {
    clearTimeout(this.notifyTimer);
    this.gantt.destructor();
  }

  private readContext(): ReadContext {
    return { format: this.format, renders: this.renders };
  }

  private configure(): void {
    configureChart(this.gantt, this.options, {
      classOf: (id) => this.markClass(id),
      isToday: (date) => this.isToday(date),
    });
    this.setViewConfig();
  }

  private setViewConfig(): void {
    const spec = VIEWS[this.view];
    this.gantt.config.scales = spec.scales.map((scale) => ({ ...scale })) as Scales;
    this.gantt.config.min_column_width = spec.columnWidth;
  }

  private markClass(id: string): string {
    if (id === this.marks.failed) return 'polaris-gantt-failed';
    return this.marks.unsaved.has(id) ? 'polaris-gantt-unsaved' : '';
  }

  private today = { at: 0, view: '', start: 0 };

  /** Whether a cell of the lowest scale holds today (worked out once a minute per view). */
  private isToday(date: Date): boolean {
    const now = Date.now();
    if (now - this.today.at > 60_000 || this.today.view !== this.view) {
      const scales = VIEWS[this.view].scales;
      const unit = scales[scales.length - 1].unit;
      const dates = this.gantt.date as unknown as Record<string, (date: Date) => Date>;
      this.today = {
        at: now,
        view: this.view,
        start: dates[`${unit}_start`].call(dates, new Date(now)).getTime(),
      };
    }
    return date.getTime() === this.today.start;
  }

  private attachEvents(): void {
    const { gantt } = this;
    const edited = () => this.changed();
    for (const name of [
      'onAfterTaskAdd',
      'onAfterTaskUpdate',
      'onAfterTaskDelete',
      'onAfterLinkUpdate',
      'onAfterLinkDelete',
      'onRowDragEnd',
    ]) {
      gantt.attachEvent(name as 'onAfterTaskAdd', edited);
    }
    gantt.attachEvent('onAfterLinkAdd', (id: string | number) => {
      if (!this.loading && !isNewId(String(id))) gantt.changeLinkId(id, newId((this.seq += 1)));
      edited();
    });
    gantt.attachEvent('onBeforeLightbox', () => false);
    gantt.attachEvent('onTaskDblClick', (id: string | number | null) => {
      if (id !== null && id !== undefined && !this.options.readOnly)
        this.options.onEdit(String(id));
      return false;
    });
    gantt.attachEvent('onLinkDblClick', (id: string | number) => {
      if (!this.options.readOnly && this.options.canLink) this.options.onDelete('link', String(id));
      return false;
    });
    gantt.attachEvent('onTaskSelected', (id: string | number) =>
      this.options.onSelect?.(String(id)),
    );
    gantt.attachEvent('onTaskUnselected', () => this.options.onSelect?.(null));
    const keys = gantt.ext.keyboardNavigation;
    for (const scope of ['taskRow', 'taskCell']) {
      keys.addShortcut(
        'enter',
        (event: { task?: string | number } | undefined) => this.keyed(event, 'edit'),
        scope,
      );
      keys.addShortcut(
        'delete',
        (event: { task?: string | number } | undefined) => this.keyed(event, 'delete'),
        scope,
      );
    }
  }

  private keyed(_event: unknown, action: 'edit' | 'delete'): void {
    const active = this.gantt.ext.keyboardNavigation.getActiveNode?.() as
      | { taskId?: string | number }
      | undefined;
    const id = active?.taskId ?? this.selected();
    if (id === null || id === undefined || this.options.readOnly) return;
    if (action === 'edit') this.options.onEdit(String(id));
    else this.options.onDelete('task', String(id));
  }

  /** One notice per user action, however many events it fired (a delete fires one per child). */
  private changed(): void {
    if (this.loading) return;
    clearTimeout(this.notifyTimer);
    this.notifyTimer = setTimeout(() => {
      const plan = readPlan(this.gantt, this.readContext());
      this.shown = plan;
      this.options.onChange(plan);
    }, 0);
  }
}
