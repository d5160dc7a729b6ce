// The user administration's actions on one user: lock (until unlocked), unlock (which also
// forgets the failed sign-ins), and a new password set by an administrator (RSA-encrypted, held
// to the password policy). Each answers the user's row. Nobody locks themselves, and a tenant
// form does not touch a user holding a platform role.
import { t } from '../../data/lov-types';
import { objectBody, FieldReader } from '../admin/input';
import type { ApiRoute } from '../context';
import { json } from '../http/reply';
import type { AdminHandler } from './admin-common';
import { passwordOf } from './iam-user-input';
import {
  bothForms,
  reachableUser,
  refuseChangeOf,
  requireUserAdmin,
  userRow,
} from './iam-user-scope';

const lock: AdminHandler = (ctx, lang) => {
  const scope = requireUserAdmin(ctx, 'lock');
  const user = reachableUser(ctx, scope, ctx.params.userId);
  refuseChangeOf(ctx, scope, user, t('锁定', 'lock'));
  ctx.state.accounts.updateUser(user.id, { locked: true });
  ctx.state.identity.setLockEnd(user.id, undefined);
  ctx.state.identity.bumpVersion(user.id);
  return json(userRow(ctx, scope, user, lang));
};

const unlock: AdminHandler = (ctx, lang) => {
  const scope = requireUserAdmin(ctx, 'unlock');
  const user = reachableUser(ctx, scope, ctx.params.userId);
  refuseChangeOf(ctx, scope, user, t('解锁', 'unlock'));
  ctx.state.accounts.updateUser(user.id, { locked: false });
  ctx.state.identity.clearFailures(user.id);
  ctx.state.identity.bumpVersion(user.id);
  return json(userRow(ctx, scope, user, lang));
};

const adminPassword: AdminHandler = async (ctx, lang) => {
  const scope = requireUserAdmin(ctx, 'password');
  const user = reachableUser(ctx, scope, ctx.params.userId);
  if (user.id !== ctx.session.userId)
    refuseChangeOf(ctx, scope, user, t('重置密码', 'reset the password of'));
  const password = passwordOf(ctx, new FieldReader(objectBody(await ctx.body())), user.loginName);
  ctx.state.accounts.updateUser(user.id, { password });
  ctx.state.identity.bumpVersion(user.id);
  return json(userRow(ctx, scope, user, lang));
};

export const iamUserActionRoutes: ApiRoute[] = [
  ...bothForms('POST', 'users/:userId/locked', lock),
  ...bothForms('POST', 'users/:userId/unlocked', unlock),
  ...bothForms('PUT', 'users/:userId/admin-password', adminPassword),
];
