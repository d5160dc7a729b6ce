/** Which chart a Gantt address shows: `?ganttId=<n>` (a plan's), else chart 1. Pure. */
export const DEFAULT_GANTT_ID = 1;

export function ganttIdOf(search: string): number {
  const value = new URLSearchParams(search).get('ganttId');
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return id > 0 ? id : DEFAULT_GANTT_ID;
}
