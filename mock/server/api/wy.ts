// Property variant: the `/wy` backend's start-up calls (authority codes, the tenant's house alias,
// which the Charge Standards page renames: property-charging.ts) and the sync flag profile of the
// platform (answered from the stored profiles: profiles.ts). The charge preview and the month export are the Bills page's: property-bills.ts.
import { ALL_WY_AUTHORITIES, wyAuthorities } from '../../data/permissions';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { WyEnvelope } from '../../../src/services/property/wire';
import { isAdminRole } from './permissions';
import { sessionRoleCode } from './platform-common';

const WY = '/wy/api/:version';

function ok<T>(result: T): Reply {
  const body: WyEnvelope<T> = { success: true, result };
  return json(body);
}

function currentAuthority(ctx: UserContext): Reply {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  return ok(isAdminRole(role) ? ALL_WY_AUTHORITIES : (wyAuthorities[sessionRoleCode(ctx)] ?? []));
}

export const wyRoutes: ApiRoute[] = [
  userRoute('GET', `${WY}/AuthorityApi/GetCurrentAuthority`, currentAuthority),
  userRoute('GET', `${WY}/PROP/charging-parameter-setting/house-alias`, (ctx) =>
    ok({ houseAlias: ctx.state.property.charging.parameters.houseAlias(ctx.session.tenantId) }),
  ),
];
