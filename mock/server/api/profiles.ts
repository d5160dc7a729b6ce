// /hpfm/v1[/{tid}]/profiles: system profiles (HZERO "配置维护") and their values per level. The
// site form (no {tid}) manages every organisation's profiles (the platform's are tenant 0), for a
// site-level role holding the page `hzero.platform.profile`; the tenant form the organisation's
// own, for holders of `hzero.org.profile`. Writes need `hpfm.profile.button.create|edit|delete`.
// GET /hpfm/v1/{tenantId}/profile-value answers the session the most specific stored value.
import {
  PROFILE_LEVELS,
  type ProfileLevelCode,
  type ProfileValueSave,
} from '../../../src/services/platform/profile-types';
import { localName } from '../../data/languages';
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type UserContext } from '../context';
import { empty, json, text } from '../http/reply';
import type { LanguageCode } from '../types';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, knownTenant, tenantNameOf } from './form-reach';
import { checkedTenant, sessionRoleCode } from './platform-common';
import { tenantRoutes } from './tenant-path';

const BASE = '/hpfm/v1[/:tid]/profiles';

export const PROFILE_PAGES = { site: 'hzero.platform.profile', tenant: 'hzero.org.profile' };

export const profileButton = (action: 'create' | 'edit' | 'delete') =>
  `hpfm.profile.button.${action}`;

const profileAdmin = formAdmin(
  PROFILE_PAGES,
  t('维护系统配置', 'manage system profiles'),
  t('维护各组织的系统配置', 'manage every organisation’s system profiles'),
);

const reach = formReach;
const tenantName = tenantNameOf;

const listProfiles: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const name = query.text('profileName') ?? undefined;
  const description = query.text('description') ?? undefined;
  const tenantId = query.int('tenantId');
  const rows = ctx.state.profiles
    .list(reach(ctx))
    .filter(
      (row) =>
        contains(row.profileName, name) &&
        contains(row.description, description) &&
        (tenantId === undefined || row.tenantId === tenantId),
    )
    .map((row) => ({ ...row, tenantName: tenantName(ctx, row.tenantId, lang) }));
  return listReply(rows, ctx.query, () => 0, 'profiles');
};

const saveProfile =
  (creating: boolean): AdminHandler =>
  async (ctx, lang) => {
    requirePermission(ctx, profileButton(creating ? 'create' : 'edit'));
    const reader = new FieldReader(objectBody(await ctx.body()));
    const site = ctx.params.tid === undefined;
    const tenantId = creating
      ? site
        ? (reader.int('tenantId', { min: 0 }) ?? 0)
        : Number(ctx.params.tid)
      : ctx.state.profiles.find(reach(ctx), reader.requiredInt('profileId', { min: 1 })).tenantId;
    if (!knownTenant(ctx, tenantId)) {
      reader.fail(
        'tenantId',
        `不是已知组织：${tenantId}`,
        `is not a known organisation: ${tenantId}`,
      );
    }
    const saved = ctx.state.profiles.save(tenantId, {
      profileId: creating ? undefined : reader.requiredInt('profileId', { min: 1 }),
      objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
      profileName: creating ? reader.requiredText('profileName', 60) : '',
      description: reader.requiredText('description', 240),
    });
    return json({ ...saved, tenantName: tenantName(ctx, saved.tenantId, lang) });
  };

const deleteProfile: AdminHandler = async (ctx) => {
  requirePermission(ctx, profileButton('delete'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const stored = ctx.state.profiles.find(reach(ctx), reader.requiredInt('profileId', { min: 1 }));
  ctx.state.profiles.remove(
    stored.tenantId,
    stored.profileId,
    reader.requiredInt('objectVersionNumber'),
  );
  return json({});
};

/** The profile `{profileId}` names, within what the path reaches. */
const profileOf = (ctx: UserContext) =>
  ctx.state.profiles.find(reach(ctx), Number(ctx.params.profileId));

/**
 * The level a value is for, checked against the profile's organisation: a role of it (its code)
 * or a member user (login name); any on the platform's profile. Answers its meaning.
 */
function levelMeaning(
  ctx: UserContext,
  tenantId: number,
  levelCode: ProfileLevelCode,
  levelValue: string,
  lang: LanguageCode,
): string {
  const accounts = ctx.state.accounts;
  if (levelCode === 'GLOBAL') return tenantName(ctx, tenantId, lang);
  if (levelCode === 'ROLE') {
    const role = accounts
      .allRoles()
      .find((row) => row.code === levelValue && (tenantId === 0 || row.tenantId === tenantId));
    if (role) return localName(role.name, lang);
    throw invalid(
      `levelValue 不是本组织的角色编码：${levelValue}`,
      `levelValue is not a role code of the organisation: ${levelValue}`,
    );
  }
  const user = accounts.findByLoginName(levelValue);
  if (user && (tenantId === 0 || accounts.tenantsOf(user.id).some((row) => row.id === tenantId))) {
    return user.realName;
  }
  throw invalid(
    `levelValue 不是本组织用户的登录名：${levelValue}`,
    `levelValue is not the login name of a user of the organisation: ${levelValue}`,
  );
}

function readValue(reader: FieldReader, creating: boolean): ProfileValueSave {
  const levelCode = reader.oneOf('levelCode', PROFILE_LEVELS);
  return {
    profileValueId: creating ? undefined : reader.requiredInt('profileValueId', { min: 1 }),
    objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
    levelCode,
    levelValue: levelCode === 'GLOBAL' ? 'GLOBAL' : reader.requiredText('levelValue', 60),
    value: reader.requiredText('value', 240),
  };
}

const listValues: AdminHandler = (ctx) => {
  const profile = profileOf(ctx);
  const rows = ctx.state.profiles.valuesOf(profile.tenantId, profile.profileId);
  return listReply(rows, ctx.query, () => 0, 'profile-values');
};

const saveValue =
  (creating: boolean): AdminHandler =>
  async (ctx, lang) => {
    requirePermission(ctx, profileButton('edit'));
    const profile = profileOf(ctx);
    const input = readValue(new FieldReader(objectBody(await ctx.body())), creating);
    const meaning = levelMeaning(ctx, profile.tenantId, input.levelCode, input.levelValue, lang);
    return json(ctx.state.profiles.saveValue(profile.tenantId, profile.profileId, input, meaning));
  };

const deleteValue: AdminHandler = async (ctx) => {
  requirePermission(ctx, profileButton('edit'));
  const profile = profileOf(ctx);
  const reader = new FieldReader(objectBody(await ctx.body()));
  ctx.state.profiles.removeValue(
    profile.tenantId,
    profile.profileId,
    reader.requiredInt('profileValueId', { min: 1 }),
    reader.requiredInt('objectVersionNumber'),
  );
  return json({});
};

/** HZERO's profile-value: the most specific value for the session (204 when none is stored). */
function profileValue(ctx: UserContext) {
  const value = sessionProfileValue(ctx, ctx.query.get('profileName') ?? '');
  return value === undefined ? empty(204) : text(value);
}

/** The profile value a session gets, for the gateway's own readers (the house sync). */
export function sessionProfileValue(ctx: UserContext, profileName: string): string | undefined {
  return ctx.state.profiles.resolve(profileName, {
    tenantId: ctx.session.tenantId,
    roleCode: sessionRoleCode(ctx),
    loginName: ctx.state.accounts.user(ctx.session.userId).loginName,
  });
}

const VALUES = `${BASE}/:profileId/values`;

export const profileRoutes = [
  ...tenantRoutes('GET', BASE, profileAdmin(listProfiles)),
  ...tenantRoutes('POST', BASE, profileAdmin(saveProfile(true))),
  ...tenantRoutes('PUT', BASE, profileAdmin(saveProfile(false))),
  ...tenantRoutes('DELETE', BASE, profileAdmin(deleteProfile)),
  ...tenantRoutes('GET', VALUES, profileAdmin(listValues)),
  ...tenantRoutes('POST', VALUES, profileAdmin(saveValue(true))),
  ...tenantRoutes('PUT', VALUES, profileAdmin(saveValue(false))),
  ...tenantRoutes('DELETE', VALUES, profileAdmin(deleteValue)),
  userRoute('GET', '/hpfm/v1/:tenantId/profile-value', checkedTenant(profileValue)),
];
