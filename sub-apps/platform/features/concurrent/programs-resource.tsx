/**
 * The concurrent programs as a resource (the Programs tab): code, name, executable, the
 * parameters each takes (required ones marked *), enabled. The roles that may change the
 * platform's programs define one (its code unique), edit one (name, executable, parameters: name,
 * type, required, default; a stale save is refused) and enable or disable one (a disabled one can
 * no longer be submitted).
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  PROGRAM_CODE,
  type ConcurrentProgramDto,
  type ConcurrentQuery,
  type ProgramParameter,
} from '@polaris/core/services/scheduler/concurrent-types';
import { fetchConcurrents } from './api/fetch-concurrents';
import { saveProgram } from './api/save-program';
import { updateProgram } from './api/update-program';
import { permissionOf } from './concurrent-resource';
import { ParametersField } from './ParametersField';
import { parameterRow, parametersProblem, savedParameters } from './program-parameters';

/** A program's parameters as `name: TYPE`, a required one marked `*`. */
export const parametersText = (parameters: readonly ProgramParameter[]) =>
  parameters.map(({ name, type, required }) => `${name}${required ? '*' : ''}: ${type}`).join(', ');

export interface ProgramValues {
  concurrentCode: string;
  concurrentName: string;
  executable: string;
  enabledFlag: boolean;
  parameters: RowsFieldRecord[];
}

export const programsResource = defineResource<
  ConcurrentProgramDto,
  ConcurrentQuery,
  ProgramValues
>({
  // the submit dialog's programs (['hsdr', 'concurrents', 'enabled']) are asked again with it
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
  actions: [
    { key: 'edit', permission: permissionOf('program') },
    ...enableActions<ConcurrentProgramDto>({
      permission: permissionOf('program'),
      save: (program, enabledFlag) =>
        updateProgram({
          concurrentId: program.concurrentId,
          objectVersionNumber: program.objectVersionNumber,
          enabledFlag,
        }),
    }),
  ],
  form: {
    createTitle: 'hsdr.concurrent.program.create.title',
    createPermission: permissionOf('program'),
    editTitle: 'hsdr.concurrent.program.edit.title',
    titleValues: (program) => ({ code: program.concurrentCode }),
    width: 760,
    fields: [
      {
        name: 'concurrentCode',
        only: 'create',
        required: true,
        maxLength: 60,
        pattern: PROGRAM_CODE,
      },
      { name: 'concurrentName', required: true, maxLength: 120 },
      { name: 'executable', required: true, maxLength: 120 },
      { name: 'enabledFlag', kind: 'switch' },
      {
        name: 'parameters',
        kind: 'custom',
        render: () => <ParametersField />,
        validate: parametersProblem,
      },
    ],
    initial: (program) => ({
      concurrentCode: program?.concurrentCode ?? '',
      concurrentName: program?.concurrentName ?? '',
      executable: program?.executable ?? '',
      enabledFlag: program ? program.enabledFlag === 1 : true,
      parameters: (program?.parameters ?? []).map(parameterRow),
    }),
    save: (values, program) => {
      const definition = {
        concurrentName: values.concurrentName.trim(),
        executable: values.executable.trim(),
        enabledFlag: values.enabledFlag ? 1 : 0,
        parameters: savedParameters(values.parameters ?? []),
      } as const;
      return saveProgram(
        program
          ? {
              concurrentId: program.concurrentId,
              objectVersionNumber: program.objectVersionNumber,
              ...definition,
            }
          : { concurrentCode: values.concurrentCode.trim(), ...definition },
      );
    },
  },
});
