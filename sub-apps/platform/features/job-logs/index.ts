/** The Job Logs feature's public entry: a job's runs in a drawer, for the Scheduled Jobs page. */
export { JobRunsDrawer, type JobRunsDrawerProps } from './JobRunsDrawer';
