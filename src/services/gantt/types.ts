/**
 * Wire shapes of the Gantt service (`{platform}/v1{tenantPrefix}/gantt-tasks`, `gantt-task-links`;
 * spec sections 3 and 7). The Gantt page and the mock gateway share them. Dates travel as
 * `YYYY-MM-DD 00:00:00`; a record without `objectVersionNumber` is new.
 */

/** dhtmlx's dependency kinds: finish-to-start, start-to-start, finish-to-finish, start-to-finish. */
export type GanttLinkType = '0' | '1' | '2' | '3';

/** A task as sent to `gantt-tasks/batch` and answered by `gantt-tasks`. */
export interface GanttTaskDto {
  ganttId: number;
  /** Only with a version number (an existing task). */
  taskId?: number;
  taskName: string;
  orderSeq?: number;
  startDate: string;
  endDate: string;
  parentId: number | null;
  taskType?: string;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
  duration?: number;
  priority?: number | null;
  progress?: number;
  taskRender?: string | null;
}

/** A dependency as sent to `gantt-task-links` and answered by `gantt-task-links/{ganttId}`. */
export interface GanttLinkDto {
  ganttId: number;
  /** Only with a version number (an existing link). */
  taskLinkId?: number;
  linkType: GanttLinkType | (string & {});
  taskFromId: number;
  taskTargetId: number;
  tenantId?: number;
  objectVersionNumber?: number;
  _token?: string;
}

/** What a delete names: the record, its version and its token. */
export type GanttTaskDelete = Pick<GanttTaskDto, 'taskId' | 'objectVersionNumber' | '_token'>;
export type GanttLinkDelete = Pick<GanttLinkDto, 'taskLinkId' | 'objectVersionNumber' | '_token'>;

/**
 * A failed batch names the item it stopped at (its position in the list sent) when the failure
 * concerns one item, so the page can show the message on that task or link.
 */
export interface GanttFailureDto {
  failed: true;
  code: string;
  message: string;
  type: 'warn' | 'error';
  index?: number;
}
