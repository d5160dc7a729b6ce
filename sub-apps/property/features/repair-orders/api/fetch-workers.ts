/** `GET /wy/api/v1.0/PROP/worker`: the tenant's repair workers. */
import type { WorkerDto } from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function fetchWorkers(): Promise<WorkerDto[]> {
  return wyCall<WorkerDto[]>('PROP/worker');
}
