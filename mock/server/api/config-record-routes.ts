// The endpoints of a tenant's configuration records keyed by a code (email and SMS accounts, send
// configurations): list (searched, paged, exportable), create (POST), change
// (PUT, with the id and version) and delete (DELETE with the id and version), on the tenant form
// only (`{tid}`: the session's organisation; a site-level role's is the platform, tenant 0). The
// page's code guards every call, the button codes `<prefix>.button.create|edit|delete` each change.
// A record's secret, if it has one, never leaves: the answer says only whether one is set.
import type { Texts } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import type {
  ConfigRecord,
  ConfigRecordSave,
  ConfigRecordStore,
} from '../messaging/config-record-store';
import type { GatewayState } from '../state';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';
import { tenantRoutes } from './tenant-path';

export type ButtonAction = 'create' | 'edit' | 'delete';

export interface ConfigRecordApi<F extends object, Dto extends object> {
  /** The tenant form's path, e.g. `/hmsg/v1/:tid/email/servers`. */
  path: string;
  /** The page's code, which every call needs. */
  page: string;
  /** Button codes: `${buttons}.button.create` … */
  buttons: string;
  /** What the page's calls do ("管理邮箱账户", "manage email accounts"). */
  what: Texts;
  /** The id field of the answer and of a change's or delete's body (`serverId`). */
  idField: string;
  /** The export's file name. */
  name: string;
  store: (state: GatewayState) => ConfigRecordStore<F>;
  /** A save's code, secret and fields, checked (a change keeps the stored code whatever it sends). */
  read: (
    reader: FieldReader,
    state: GatewayState,
    tenantId: number,
  ) => { code: string; secret?: string | null; fields: F };
  /** The answer for a record (never its secret). */
  view: (row: ConfigRecord<F>) => Dto;
  /** Whether a record answers the list's query. */
  matches: (dto: Dto, query: FieldReader) => boolean;
  /** After a record of the tenant was saved (e.g. it became the one default). */
  saved?: (state: GatewayState, tenantId: number, row: ConfigRecord<F>) => void;
}

const tenantOf = (ctx: UserContext) => Number(ctx.params.tid);

export function configRecordRoutes<F extends object, Dto extends object>(
  api: ConfigRecordApi<F, Dto>,
) {
  const guarded = (handler: AdminHandler) =>
    adminHandler((ctx, lang) => {
      requirePermission(ctx, api.page, api.what);
      return handler(ctx, lang);
    });
  const button = (action: ButtonAction) => `${api.buttons}.button.${action}`;

  const list: AdminHandler = (ctx) => {
    const query = queryReader(ctx.query);
    const rows = api
      .store(ctx.state)
      .list(tenantOf(ctx))
      .map(api.view)
      .filter((dto) => api.matches(dto, query));
    return listReply(rows as (Dto & Record<string, unknown>)[], ctx.query, () => 0, api.name);
  };

  const save =
    (creating: boolean): AdminHandler =>
    async (ctx) => {
      requirePermission(ctx, button(creating ? 'create' : 'edit'));
      const reader = new FieldReader(objectBody(await ctx.body()));
      const input: ConfigRecordSave<F> = {
        ...api.read(reader, ctx.state, tenantOf(ctx)),
        ...(!creating && {
          id: reader.requiredInt(api.idField, { min: 1 }),
          objectVersionNumber: reader.requiredInt('objectVersionNumber'),
        }),
      };
      const store = api.store(ctx.state);
      const row = store.save(tenantOf(ctx), input);
      api.saved?.(ctx.state, tenantOf(ctx), row);
      // what `saved` changed shows in the answer too
      return json(api.view(store.byCode(tenantOf(ctx), row.code) ?? row));
    };

  const remove: AdminHandler = async (ctx) => {
    requirePermission(ctx, button('delete'));
    const reader = new FieldReader(objectBody(await ctx.body()));
    api
      .store(ctx.state)
      .remove(
        tenantOf(ctx),
        reader.requiredInt(api.idField, { min: 1 }),
        reader.requiredInt('objectVersionNumber'),
      );
    return json({});
  };

  return [
    ...tenantRoutes('GET', api.path, guarded(list)),
    ...tenantRoutes('POST', api.path, guarded(save(true))),
    ...tenantRoutes('PUT', api.path, guarded(save(false))),
    ...tenantRoutes('DELETE', api.path, guarded(remove)),
  ];
}
