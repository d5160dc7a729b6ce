// The report centre's endpoints (/hrpt/v1/..., site level): datasets and report definitions
// (report-defines.ts), runs and exports (report-runs.ts); state in mock/server/reports/.
import type { ApiRoute } from '../context';
import { reportDefineRoutes } from './report-defines';
import { reportRunRoutes } from './report-runs';

export const reportRoutes: ApiRoute[] = [...reportDefineRoutes, ...reportRunRoutes];
