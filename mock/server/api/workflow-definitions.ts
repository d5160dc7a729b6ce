// /hwfl/v1[/{tid}]/process/definitions: the organisation's processes (Process Definitions page).
// The site form (no {tid}) reaches every organisation's, for a site-level role (`?tenantId=`
// filters; a deploy names the `tenantId`); the tenant form the organisation's own. Both need the
// page `hzero.workflow.define`; a deploy the button `hwfl.process-define.button.deploy`, a suspend
// or activate `hwfl.process-define.button.status`. The list is one row per process (its newest
// version, with `versionCount`); `…/{definitionId}` one version with its graph, `…/versions` every
// version of its process, newest first. A deploy sends the whole graph, checked
// (definition-graph.ts), and becomes the key's next version, DEPLOYED. Another organisation's
// version is `error.record.not_found`, as a missing one.
import type {
  ProcessDefinitionRow,
  ProcessDeploy,
} from '../../../src/services/workflow/definition-admin-types';
import type {
  ProcessDefinitionDto,
  ProcessDefinitionStatus,
} from '../../../src/services/workflow/process-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formatDateTime } from '../work/dates';
import { readGraph } from '../workflow/definition-graph';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, tenantNameOf, tenantNamed } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hwfl/v1[/:tid]/process/definitions';
export const DEFINE_PAGE = 'hzero.workflow.define';
export const defineButton = (action: 'deploy' | 'status') => `hwfl.process-define.button.${action}`;
/** A process key: capitals, digits and `_`, starting with a capital (at most 60). */
const PROCESS_KEY = /^[A-Z][A-Z0-9_]{0,59}$/;
const STATUSES: readonly ProcessDefinitionStatus[] = ['DEPLOYED', 'SUSPENDED'];

const defineAdmin = formAdmin(
  { site: DEFINE_PAGE, tenant: DEFINE_PAGE },
  t('管理流程定义', 'manage process definitions'),
  t('管理各组织的流程定义', 'manage every organisation’s process definitions'),
);

const store = (ctx: UserContext) => ctx.state.processDefinitions;

const rowOf = (
  ctx: UserContext,
  definition: ProcessDefinitionDto,
  versionCount: number,
  lang: LanguageCode,
): ProcessDefinitionRow => ({
  ...definition,
  tenantName: tenantNameOf(ctx, definition.tenantId, lang),
  versionCount,
});

const listDefinitions: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const key = query.text('processKey') ?? undefined;
  const name = query.text('name') ?? undefined;
  const category = query.text('category') ?? undefined;
  const status = query.has('status') ? query.oneOf('status', STATUSES) : undefined;
  const rows = store(ctx)
    .latest(formReach(ctx))
    .filter(
      ({ definition: d }) =>
        (tenantId === undefined || d.tenantId === tenantId) &&
        contains(d.processKey, key) &&
        contains(d.name, name) &&
        contains(d.category, category) &&
        (status === undefined || d.status === status),
    )
    .map(({ definition, versionCount }) => rowOf(ctx, definition, versionCount, lang));
  const byKey = (a: ProcessDefinitionRow, b: ProcessDefinitionRow) =>
    a.tenantId - b.tenantId || a.processKey.localeCompare(b.processKey);
  return listReply(rows, ctx.query, byKey, 'process-definitions');
};

const idOf = (ctx: UserContext) =>
  new FieldReader({ definitionId: ctx.params.definitionId }).requiredInt('definitionId');

const oneVersion: AdminHandler = (ctx) => json(store(ctx).reachable(formReach(ctx), idOf(ctx)));

const versionsOf: AdminHandler = (ctx) => {
  const { tenantId, processKey } = store(ctx).reachable(formReach(ctx), idOf(ctx));
  return json(store(ctx).versions(tenantId, processKey));
};

function readDeploy(reader: FieldReader): Omit<ProcessDeploy, 'tenantId'> {
  const processKey = reader.requiredText('processKey', 60);
  if (!PROCESS_KEY.test(processKey)) {
    reader.fail(
      'processKey',
      '只能是大写字母、数字和 _，以大写字母开头',
      'must be capitals, digits and _, starting with a capital',
    );
  }
  return {
    processKey,
    name: reader.requiredText('name', 120),
    category: reader.requiredText('category', 60),
    description: reader.text('description', { max: 480 }) || null,
    ...readGraph(reader),
  };
}

const deploy: AdminHandler = async (ctx) => {
  requirePermission(ctx, defineButton('deploy'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const tenantId = tenantNamed(ctx, reader);
  const input = readDeploy(reader);
  return json(store(ctx).deploy(tenantId, input, formatDateTime(ctx.state.clock.now())));
};

const setStatus: AdminHandler = async (ctx) => {
  requirePermission(ctx, defineButton('status'));
  const status = new FieldReader(objectBody(await ctx.body())).oneOf('status', STATUSES);
  return json(store(ctx).setStatus(formReach(ctx), idOf(ctx), status));
};

export const definitionRoutes = [
  ...tenantRoutes('GET', BASE, defineAdmin(listDefinitions)),
  ...tenantRoutes('POST', BASE, defineAdmin(deploy)),
  ...tenantRoutes('GET', `${BASE}/:definitionId`, defineAdmin(oneVersion)),
  ...tenantRoutes('GET', `${BASE}/:definitionId/versions`, defineAdmin(versionsOf)),
  ...tenantRoutes('PUT', `${BASE}/:definitionId/status`, defineAdmin(setStatus)),
];
