// Concurrent programs and requests, tenant level under the scheduler service
// (`/hsdr/v1/{organizationId}/...`): the programs offered (the platform's, every organisation's),
// and the organisation's requests, whose status follows the gateway clock (concurrent-store.ts).
// Submitting and cancelling are permission-checked (`hsdr.concurrent.button.{submit,cancel}`);
// defining and changing a program is a site role's with `hsdr.concurrent.button.program`.
import {
  PARAMETER_NAME,
  PARAMETER_PATTERNS,
  PARAMETER_TYPES,
  PROGRAM_CODE,
  REQUEST_STATUSES,
  type ProgramParameter,
} from '../../../src/services/scheduler/concurrent-types';
import {
  logAt,
  statusAt,
  timesOf,
  type ProgramInput,
  type StoredProgram,
  type StoredRequest,
} from '../admin/concurrent-store';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formatDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

const BASE = '/hsdr/v1/:orgId';

export const CONCURRENT_PERMISSION = (action: string): string => `hsdr.concurrent.button.${action}`;

const programRow = (program: StoredProgram, lang: LanguageCode) => ({
  concurrentId: program.concurrentId,
  concurrentCode: program.concurrentCode,
  concurrentName: program.concurrentName[lang],
  executable: program.executable,
  parameters: program.parameters,
  enabledFlag: program.enabledFlag,
  objectVersionNumber: program.objectVersionNumber,
});

function requestRow(request: StoredRequest, now: number, lang: LanguageCode) {
  const { start, end } = timesOf(request, now);
  const stopped = request.cancelled && end === null ? request.cancelled.at : end;
  return {
    requestId: request.requestId,
    concurrentId: request.program.concurrentId,
    concurrentCode: request.program.concurrentCode,
    concurrentName: request.program.concurrentName[lang],
    requestParam: request.requestParam,
    status: statusAt(request, now),
    submittedBy: request.submittedBy,
    submitTime: formatDateTime(request.submitTime),
    startTime: start === null ? null : formatDateTime(start),
    endTime: stopped === null ? null : formatDateTime(stopped),
    log: logAt(request, now),
  };
}

const listPrograms: AdminHandler = (ctx, lang) => {
  const enabled = queryReader(ctx.query).flag('enabledFlag');
  const rows = ctx.state.admin.concurrents
    .programs()
    .filter((program) => enabled === undefined || program.enabledFlag === enabled)
    .map((program) => programRow(program, lang));
  return listReply(rows, ctx.query, (a, b) => a.concurrentId - b.concurrentId, 'concurrents');
};

function dateFilter(reader: FieldReader, field: string): string | undefined {
  const value = reader.text(field);
  if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    reader.fail(field, '必须是 YYYY-MM-DD 格式的日期', 'must be a date as YYYY-MM-DD');
  }
  return value || undefined;
}

const listRequests: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('concurrentCode') ?? undefined;
  const status = query.has('status') ? query.oneOf('status', REQUEST_STATUSES) : undefined;
  const from = dateFilter(query, 'submitDateFrom');
  const to = dateFilter(query, 'submitDateTo');
  const now = ctx.state.clock.now();
  const rows = ctx.state.admin.concurrents
    .list(ctx.session.tenantId)
    .map((request) => requestRow(request, now, lang))
    .filter(
      (row) =>
        contains(row.concurrentCode, code) &&
        (status === undefined || row.status === status) &&
        (from === undefined || row.submitTime.slice(0, 10) >= from) &&
        (to === undefined || row.submitTime.slice(0, 10) <= to),
    );
  return listReply(rows, ctx.query, (a, b) => b.requestId - a.requestId, 'concurrent-requests');
};

const userName = (ctx: UserContext) => ctx.state.accounts.user(ctx.session.userId).loginName;

const submitRequest: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, CONCURRENT_PERMISSION('submit'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const concurrentId = reader.requiredInt('concurrentId', { min: 1 });
  const requestParam = reader.textsByName('requestParam');
  const request = ctx.state.admin.concurrents.submit(
    ctx.session.tenantId,
    concurrentId,
    requestParam,
    userName(ctx),
  );
  return json(requestRow(request, ctx.state.clock.now(), lang));
};

const cancelRequest: AdminHandler = (ctx, lang) => {
  requirePermission(ctx, CONCURRENT_PERMISSION('cancel'));
  const requestId = new FieldReader({ requestId: ctx.params.requestId }).requiredInt('requestId', {
    min: 1,
  });
  const request = ctx.state.admin.concurrents.cancel(
    ctx.session.tenantId,
    requestId,
    userName(ctx),
  );
  return json(requestRow(request, ctx.state.clock.now(), lang));
};

/** One parameter of a definition, its faults named by its place (`parameters[2].type`). */
function parameterOf(raw: Record<string, unknown>, index: number): ProgramParameter {
  const reader = new FieldReader(raw, {
    zh_CN: `parameters[${index + 1}].`,
    en_US: `parameters[${index + 1}].`,
  });
  const name = reader.requiredText('name', 30);
  if (!PARAMETER_NAME.test(name)) {
    reader.fail(
      'name',
      '须以字母开头，只含字母、数字和 _',
      'must be a letter, then letters, digits or _',
    );
  }
  const type = reader.oneOf('type', PARAMETER_TYPES, 'STRING');
  const defaultValue = reader.text('defaultValue', { max: 120 }) || undefined;
  const pattern = PARAMETER_PATTERNS[type];
  if (defaultValue && pattern && !pattern.test(defaultValue)) {
    reader.fail('defaultValue', `不是 ${type} 类型的值`, `is not a ${type} value`);
  }
  const parameter: ProgramParameter = { name, type, required: reader.flag('required') === 1 };
  return defaultValue ? { ...parameter, defaultValue } : parameter;
}

/** A program's definition as sent (a full one, or on an update only what is present). */
function programInput(reader: FieldReader, full: boolean): Partial<ProgramInput> {
  const parameters = reader.has('parameters')
    ? reader.objects('parameters').map(parameterOf)
    : undefined;
  const twice = parameters?.find((one, i) => parameters.findIndex((p) => p.name === one.name) < i);
  if (twice) reader.fail('parameters', `中 ${twice.name} 重复`, `name ${twice.name} twice`);
  const input = {
    concurrentName: full
      ? reader.requiredText('concurrentName', 120)
      : reader.presentText('concurrentName', 120),
    executable: full
      ? reader.requiredText('executable', 120)
      : reader.presentText('executable', 120),
    parameters: parameters ?? (full ? [] : undefined),
    enabledFlag: reader.flag('enabledFlag') ?? (full ? 1 : undefined),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

const changePrograms = (ctx: UserContext) => {
  requireSiteLevel(ctx, { zh_CN: '修改并发程序', en_US: 'change concurrent programs' });
  requirePermission(ctx, CONCURRENT_PERMISSION('program'));
};

/** POST /hsdr/v1/concurrents: a new platform program (site roles), its code unique. */
const createProgram: AdminHandler = async (ctx, lang) => {
  changePrograms(ctx);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const code = reader.requiredText('concurrentCode', 60);
  if (!PROGRAM_CODE.test(code)) {
    reader.fail(
      'concurrentCode',
      '只能含大写字母、数字、_ 和 .',
      'must be capital letters, digits, _ and .',
    );
  }
  const input = programInput(reader, true) as ProgramInput;
  return json(programRow(ctx.state.admin.concurrents.create(code, input), lang));
};

/**
 * PUT /hsdr/v1/concurrents `{ concurrentId, objectVersionNumber, …changes }`: site roles; the
 * enabled flag alone, or the definition (name, executable, parameters). The code stays.
 */
const updateProgram: AdminHandler = async (ctx, lang) => {
  changePrograms(ctx);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const concurrentId = reader.requiredInt('concurrentId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  const change = programInput(reader, false);
  if (Object.keys(change).length === 0) reader.fail('enabledFlag', '必填', 'is required');
  const saved = ctx.state.admin.concurrents.update(concurrentId, version, change);
  return json(programRow(saved, lang));
};

export const concurrentRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/concurrents`, adminHandler(listPrograms)),
  userRoute('POST', '/hsdr/v1/concurrents', adminHandler(createProgram)),
  userRoute('PUT', '/hsdr/v1/concurrents', adminHandler(updateProgram)),
  userRoute('GET', `${BASE}/concurrent-requests`, adminHandler(listRequests)),
  userRoute('POST', `${BASE}/concurrent-requests`, adminHandler(submitRequest)),
  userRoute('POST', `${BASE}/concurrent-requests/:requestId/cancel`, adminHandler(cancelRequest)),
];
