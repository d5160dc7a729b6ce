/**
 * The concurrent programs as a resource (the Programs tab): code, name, executable, the
 * parameters each takes (required ones marked *), enabled; Enable / Disable for the roles that
 * may change the platform's programs (a disabled one can no longer be submitted).
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  ConcurrentProgramDto,
  ConcurrentQuery,
  ProgramParameter,
} from '@polaris/core/services/scheduler/concurrent-types';
import { fetchConcurrents } from './api/fetch-concurrents';
import { updateProgram } from './api/update-program';
import { permissionOf } from './concurrent-resource';

/** A program's parameters as `name: TYPE`, a required one marked `*`. */
export const parametersText = (parameters: readonly ProgramParameter[]) =>
  parameters.map(({ name, type, required }) => `${name}${required ? '*' : ''}: ${type}`).join(', ');

export const programsResource = defineResource<ConcurrentProgramDto, ConcurrentQuery>({
  key: ['hsdr', 'concurrents'],
  texts: 'hsdr.concurrent.program',
  endpoint: fetchConcurrents,
  rowKey: 'concurrentId',
  columns: [
    { field: 'concurrentCode', width: 220, kind: 'code' },
    { field: 'concurrentName', width: 160 },
    { field: 'executable', width: 200 },
    {
      field: 'parameters',
      width: 260,
      render: (parameters: ProgramParameter[]) => parametersText(parameters),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: enableActions<ConcurrentProgramDto>({
    permission: permissionOf('program'),
    save: (program, enabledFlag) =>
      updateProgram({
        concurrentId: program.concurrentId,
        objectVersionNumber: program.objectVersionNumber,
        enabledFlag,
      }),
  }),
});
