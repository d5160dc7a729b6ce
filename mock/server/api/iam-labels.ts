// Labels (/hiam/label, page hzero.system.label): the paged list, which every signed-in user may
// read (the role form picks a role's labels from it), and create and edit, which only a site-level
// role holding the page's button codes may do. A preset label keeps its name and stays enabled.
import { t } from '../../data/lov-types';
import type { LabelDto, LabelType } from '../../../src/services/iam/role-admin-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { StoredLabel } from '../roles/role-admin';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

const NAME = /^[A-Z][A-Z0-9_]*$/;
const TYPES: readonly LabelType[] = ['ROLE', 'MENU'];

function labelRow(ctx: UserContext, label: StoredLabel): LabelDto {
  const roleCount = ctx.state.accounts
    .allRoles()
    .filter((role) => role.labels.includes(label.name)).length;
  return { ...label, roleCount: label.type === 'ROLE' ? roleCount : 0 };
}

function readType(reader: FieldReader, field: string, raw: unknown): LabelType | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!TYPES.includes(raw as LabelType))
    reader.fail(field, '必须是 ROLE 或 MENU', 'must be ROLE or MENU');
  return raw as LabelType;
}

const listLabels: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const name = query.text('name') ?? undefined;
  const type = readType(query, 'type', ctx.query.get('type') ?? undefined);
  const enabled = query.flag('enabledFlag');
  const rows = ctx.state.roleAdmin
    .labels()
    .filter(
      (label) =>
        contains(label.name, name) &&
        (type === undefined || label.type === type) &&
        (enabled === undefined || label.enabledFlag === enabled),
    )
    .map((label) => labelRow(ctx, label));
  return listReply(rows, ctx.query, (a, b) => a.id - b.id, 'labels');
};

function requireLabelWrite(ctx: UserContext, action: 'create' | 'edit'): void {
  requireSiteLevel(ctx, t('维护标签', 'maintain labels'));
  requirePermission(ctx, `hzero.system.label.button.${action}`);
}

const createLabel: AdminHandler = async (ctx) => {
  requireLabelWrite(ctx, 'create');
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const name = reader.requiredText('name', 40);
  if (!NAME.test(name)) {
    reader.fail(
      'name',
      '必须是大写字母开头的大写字母、数字和下划线',
      'must be capital letters, digits and underscores, starting with a letter',
    );
  }
  if (ctx.state.roleAdmin.labels().some((label) => label.name === name)) {
    reader.fail('name', `${name} 已存在`, `${name} already exists`);
  }
  const type = readType(reader, 'type', raw.type);
  if (!type) return reader.fail('type', '必填', 'is required');
  const label = ctx.state.roleAdmin.addLabel({
    name,
    type,
    description: reader.text('description', { max: 240 }) ?? null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
    presetFlag: 0,
  });
  return json(labelRow(ctx, label));
};

const updateLabel: AdminHandler = async (ctx) => {
  requireLabelWrite(ctx, 'edit');
  const reader = new FieldReader(objectBody(await ctx.body()));
  const id = reader.requiredInt('id', { min: 1 });
  const label = ctx.state.roleAdmin.label(id);
  if (!label) throw notFound(`标签 ${id} 不存在`, `Label ${id} does not exist`);
  checkVersion(label, reader.requiredInt('objectVersionNumber', { min: 0 }));
  const enabledFlag = reader.flag('enabledFlag');
  if (label.presetFlag === 1 && enabledFlag === 0) {
    throw new AdminFailure(
      'error.label.preset',
      t('预置标签不能禁用', 'A preset label cannot be disabled'),
      'warn',
    );
  }
  const description = reader.text('description', { max: 240 });
  if (description !== undefined) label.description = description;
  if (enabledFlag !== undefined) label.enabledFlag = enabledFlag;
  label.objectVersionNumber += 1;
  return json(labelRow(ctx, label));
};

export const labelRoutes: ApiRoute[] = [
  userRoute('GET', '/iam/hzero/v1/labels', adminHandler(listLabels)),
  userRoute('POST', '/iam/hzero/v1/labels', adminHandler(createLabel)),
  userRoute('PUT', '/iam/hzero/v1/labels', adminHandler(updateLabel)),
];
