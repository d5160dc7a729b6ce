// The cross-tenant and cross-role checks of the scope table (scoping-table.ts) for a list of
// routes: each guarded route answers 401 without a token; each scoped route is called by every
// demo user under each of their roles with the other scopes' ids (see scoping.test.ts). Shared by
// the test files that split the routes between them (a file's processor time is budgeted).
import { callApi, sessionAs, useTestGateway, type ApiResult } from '../../testing/test-gateway';
import type { ApiRoute } from '../context';
import { CALLERS, FILE_URL_PLACEHOLDER, RECORDS, type Caller } from './scoping-fixtures';
import { SCOPE_TABLE as TABLE } from './scoping-table';
import { TENANT_PARAMS, victimsOf, type Call, type Probe, type ScopedRoute } from './scoping-types';

export const keyOf = (route: ApiRoute) => `${route.method} ${route.pattern}`;

/** A route of the platform service (/hpfm), checked in a file of its own. */
export const isPlatformRoute = (route: ApiRoute) => route.pattern.startsWith('/hpfm/');

/** Checks `routes` against their rows, on a gateway of the calling test file. */
export function checkScopes(routes: readonly ApiRoute[]): void {
  const t = useTestGateway();
  const tenantParamOf = (pattern: string) => TENANT_PARAMS.find((p) => pattern.includes(`/:${p}/`));

  /** Codes of a refusal: a permission, or a record the caller may not see (not found). */
  const REFUSAL =
    /^error\.permission\.|(not_found|not_exists|not_assigned|not_member|predefined_read_only)$/;

  type Result = ApiResult<unknown>;
  const codeOf = (r: Result) => {
    const body = r.body as { failed?: boolean; code?: string } | null;
    return body && typeof body === 'object' && body.failed === true ? String(body.code) : undefined;
  };
  const refused = (r: Result) =>
    r.status === 401 ||
    r.status === 403 ||
    (codeOf(r) !== undefined && codeOf(r) !== 'error.api.not_found' && REFUSAL.test(codeOf(r)!));
  const refusedByRole = (r: Result) =>
    r.status === 403 && !!codeOf(r)?.startsWith('error.permission.');
  const succeeded = (r: Result) => r.status < 300 && codeOf(r) === undefined;
  const shown = (r: Result) => `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;

  function pathOf(pattern: string, params: Record<string, string | number>): string {
    return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`${pattern}: the row gives no :${name}`);
      return encodeURIComponent(String(params[name]));
    });
  }

  /** The URL the gateway gave a tenant's seed file since the last reset (see `fileUrlOf`). */
  function seedFileUrl(tenantId: number): string {
    const { uuid, fileName } = RECORDS[tenantId].attachment;
    const file = t.gateway.state.work.files
      .all(() => true)
      .find((one) => one.attachmentUuid === uuid && one.fileName === fileName);
    if (!file) throw new Error(`No seed file ${fileName} in tenant ${tenantId}`);
    return file.urlPath;
  }

  /** The call with every seed file URL placeholder replaced. */
  function resolved(call: Call): Call {
    const text = JSON.stringify(call).replace(FILE_URL_PLACEHOLDER, (_, tenant: string) =>
      seedFileUrl(Number(tenant)),
    );
    return JSON.parse(text) as Call;
  }

  async function send(route: ApiRoute, raw: Call, token: string, tenant: number): Promise<Result> {
    const call = resolved(raw);
    const tenantParam = tenantParamOf(route.pattern);
    const params = { ...(tenantParam ? { [tenantParam]: tenant } : {}), ...call.params };
    const path = `${pathOf(route.pattern, params)}${call.query ? `?${call.query}` : ''}`;
    if (!call.form) return callApi(t.url, path, { method: route.method, token, body: call.body });
    const form = new FormData();
    for (const [name, value] of Object.entries(call.form)) form.append(name, value);
    if (call.file) form.append('file', new Blob(['probe']), call.file);
    const response = await fetch(`${t.url}${path}`, {
      method: route.method,
      headers: { Authorization: `bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text;
    return {
      status: response.status,
      headers: response.headers,
      body: json ? JSON.parse(text) : text,
    };
  }

  const guarded = routes.filter((route) => TABLE[keyOf(route)]?.kind !== 'public');

  describe.each(guarded.map((route) => [keyOf(route), route] as const))('%s', (key, route) => {
    it('answers 401 without a token', async () => {
      const row = TABLE[key];
      const call = row?.kind === 'scoped' ? row.own(CALLERS[1]) : {};
      const path = pathOf(route.pattern, {
        tid: 1,
        orgId: 1,
        tenantId: 1,
        version: 'v1',
        ...call.params,
      });
      const result = await callApi(t.url, path, { method: route.method });
      expect(result.status).toBe(401);
    });
  });

  const scopedRoutes = guarded.filter((route) => TABLE[keyOf(route)]?.kind === 'scoped');

  describe.each(scopedRoutes.map((route) => [keyOf(route), route] as const))('%s', (key, route) => {
    const row = TABLE[key] as ScopedRoute;
    const form = tenantParamOf(route.pattern) ? 'tenant' : 'site';

    it.each(CALLERS.map((c) => [`${c.user} under role ${c.roleId}`, c] as const))(
      '%s: refused the other scopes, its own call answered as its role allows',
      async (_label, c: Caller) => {
        const token = await sessionAs(t, c.user, c.roleId);
        const own = row.own(c);
        const failures: string[] = [];
        const stills: NonNullable<Probe['still']>[] = [];
        if (form === 'tenant') {
          for (const victim of victimsOf(c)) {
            const result = await send(route, own, token, victim);
            const ok =
              (result.status === 200 || result.status === 403) &&
              codeOf(result)?.startsWith('error.permission.');
            if (!ok) failures.push(`organisation ${victim} in the path: answered ${shown(result)}`);
          }
        }
        const probes = [
          ...victimsOf(c).flatMap((victim) =>
            (row.others?.(c, victim, form) ?? []).map((probe) => ({
              probe,
              whose: `tenant ${victim}`,
            })),
          ),
          ...(row.otherUser?.(c) ?? []).map((probe) => ({ probe, whose: 'the other user' })),
        ];
        for (const { probe, whose } of probes) {
          const result = await send(route, probe, token, c.tenantId);
          if (refused(result)) continue;
          if (probe.still)
            stills.push(probe.still); // ignored rather than refused: checked below
          else if (!probe.reveals || probe.reveals(result.body)) {
            failures.push(`${whose}'s ${JSON.stringify(probe)}: answered ${shown(result)}`);
          }
        }
        const result = await send(route, own, token, c.tenantId);
        if (!(row.role?.(c) ?? true)) {
          if (!refusedByRole(result))
            failures.push(`own call, role may not: answered ${shown(result)}`);
        } else if ((row.checkOwn?.(c) ?? true) && !succeeded(result)) {
          failures.push(`own call ${JSON.stringify(own)}: answered ${shown(result)}`);
        }
        for (const still of stills) {
          const viewer = await sessionAs(t, still.user, still.roleId);
          const check = await callApi(t.url, still.path, { token: viewer });
          if (!still.holds(check.body)) failures.push(`afterwards ${still.path}: ${shown(check)}`);
        }
        expect(failures).toEqual([]);
      },
    );
  });
}
