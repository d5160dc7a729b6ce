// The OAuth clients (/hiam/client, site level): the paged list, a create and an update (which
// also enables and disables). The clients are the platform's: only a site-level role reads or
// changes them, each change also needing the page's button code. Redirect addresses pass the
// product's one address check (sessions/client-store.ts).
import { t } from '../../data/lov-types';
import type { OAuthClientSave } from '../../../src/services/iam/client-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import { clientRow } from '../sessions/client-store';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const CLIENT_CREATE = 'hzero.system.client.button.create';
export const CLIENT_EDIT = 'hzero.system.client.button.edit';

const CLIENTS = t('管理客户端', 'manage OAuth clients');

const listClients: AdminHandler = (ctx) => {
  requireSiteLevel(ctx, CLIENTS);
  const query = queryReader(ctx.query);
  const name = query.text('name') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = ctx.state.clients
    .list()
    .filter((c) => contains(c.name, name) && (enabled === undefined || c.enabledFlag === enabled))
    .map(clientRow);
  return listReply(rows, ctx.query, (a, b) => a.id - b.id, 'clients');
};

/** The fields of a save as sent (absent ones undefined). */
function readSave(reader: FieldReader): OAuthClientSave {
  const text = (field: string) => reader.text(field) ?? undefined;
  return {
    name: text('name'),
    authorizedGrantTypes: text('authorizedGrantTypes'),
    webServerRedirectUri: reader.has('webServerRedirectUri')
      ? (reader.text('webServerRedirectUri') ?? '')
      : undefined,
    accessTokenValidity: reader.int('accessTokenValidity'),
    refreshTokenValidity: reader.int('refreshTokenValidity'),
    enabledFlag: reader.flag('enabledFlag'),
  };
}

const createClient: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, CLIENTS);
  requirePermission(ctx, CLIENT_CREATE);
  const reader = new FieldReader(objectBody(await ctx.body()));
  return json(clientRow(ctx.state.clients.create(readSave(reader))));
};

const updateClient: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, CLIENTS);
  requirePermission(ctx, CLIENT_EDIT);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const saved = ctx.state.clients.update({
    ...readSave(reader),
    id: reader.requiredInt('id', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
  });
  return json(clientRow(saved));
};

export const clientRoutes: ApiRoute[] = [
  userRoute('GET', '/iam/hzero/v1/clients', adminHandler(listClients)),
  userRoute('POST', '/iam/hzero/v1/clients', adminHandler(createClient)),
  userRoute('PUT', '/iam/hzero/v1/clients', adminHandler(updateClient)),
];
