/**
 * `POST {scheduler}/v1/concurrents` defines a platform program (no concurrentId; its code unique,
 * else `error.concurrent.code_exists`); `PUT` changes one (its id and current
 * `objectVersionNumber`; a stale one fails with `error.record.changed`). Site roles holding
 * `hsdr.concurrent.button.program`; a parameter at fault is named by its place.
 */
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  ConcurrentProgramDto,
  ProgramSave,
} from '@polaris/core/services/scheduler/concurrent-types';

export const { save: saveProgram } = recordEndpoint<ConcurrentProgramDto, ProgramSave>(
  'scheduler',
  'site',
  'concurrents',
  'concurrentId',
);
