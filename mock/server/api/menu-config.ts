// Menu Configuration (/hiam/menu), HZERO's MenuSiteController: the site catalogue as a tree with
// each menu's state and names (GET manage-tree), create (POST create), change and move (PUT update
// with parentId and sort), enable and disable (PUT enable|disable?menuId=). Site-level roles only.
// A created page is given to the creating role (as HZERO gives new menus to the administrator);
// other roles get it through Roles. Every role's next menu load shows the changes (menu-served.ts).
import type { MenuDef } from '../../data/menus/define';
import type { MenuManageDto, MenuNames } from '../../../src/services/iam/types';
import { invalid, notFound } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import { filterMenus } from '../roles/menu-catalogue';
import {
  changeMenu,
  createMenu,
  locateMenu,
  MenuEditError,
  moveMenu,
  type MenuLocation,
} from '../roles/menu-edit';
import { assignedPagesOf } from '../roles/permission-tree';
import { menuLanguage } from '../../data/languages';
import { pinyinInitials } from '../../data/pinyin-initials';
import { adminHandler, requireSiteLevel, type AdminHandler } from './admin-common';
import { buildMenuTree, menuId } from './menu-tree';
import { t } from '../../data/lov-types';

const BASE = '/iam/hzero/v1/menus';
const CODE_PATTERN = /^[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*$/;

export function requireEditor(ctx: UserContext): void {
  requireSiteLevel(ctx, t('配置菜单', 'configure menus'));
}

const idOf = (def: MenuDef): number => def.id ?? menuId(def.code);

/** The catalogue as nodes with their state and both names, in the caller's language. */
function manageTree(defs: readonly MenuDef[], lang: string): MenuManageDto[] {
  const decorate = (nodes: MenuManageDto[], from: readonly MenuDef[]): MenuManageDto[] =>
    nodes.map((node, index) => {
      const def = from[index];
      const done: MenuManageDto = {
        ...node,
        enabledFlag: def.enabled === false ? 0 : 1,
        _tls: { name: { zh_CN: def.zh, en_US: def.en } },
      };
      if (node.subMenus) done.subMenus = decorate(node.subMenus, def.children ?? []);
      return done;
    });
  const nodes = buildMenuTree([...defs], menuLanguage(lang), 'site') as MenuManageDto[];
  return decorate(nodes, defs);
}

function findById(defs: readonly MenuDef[], id: number): MenuLocation | undefined {
  for (const [index, def] of defs.entries()) {
    if (idOf(def) === id) return { def, parentCode: null, index };
    const inner = def.children && findById(def.children, id);
    if (inner) return inner.parentCode === null ? { ...inner, parentCode: def.code } : inner;
  }
  return undefined;
}

export function menuById(ctx: UserContext, id: number): MenuLocation {
  const found = findById(ctx.state.menus.catalogue('site', 0), id);
  if (!found) throw notFound(`菜单 ${id} 不存在`, `Menu ${id} does not exist`);
  return found;
}

/** The parent directory's code for `parentId` (0: the top). */
function parentCodeOf(ctx: UserContext, parentId: number): string | null {
  return parentId === 0 ? null : menuById(ctx, parentId).def.code;
}

/** Both names from `_tls.name` (else `name` for both); each required. */
function readNames(raw: Record<string, unknown>, required: boolean): MenuNames | undefined {
  const tls = (raw._tls as { name?: Record<string, unknown> } | undefined)?.name ?? {};
  if (!required && raw.name === undefined && raw._tls === undefined) return undefined;
  const names = new FieldReader({
    'name.zh_CN': tls.zh_CN ?? raw.name,
    'name.en_US': tls.en_US ?? raw.name,
  });
  return {
    zh_CN: names.requiredText('name.zh_CN', 60),
    en_US: names.requiredText('name.en_US', 60),
  };
}

function readRoute(fields: FieldReader, field = 'route'): string | undefined {
  const route = fields.text(field, { max: 240 }) || undefined;
  if (route !== undefined && !route.startsWith('/')) {
    fields.fail(field, '必须以 / 开头', 'must start with /');
  }
  return route;
}

/** An edit of the catalogue, its refusal in the caller's words. */
function edit(ctx: UserContext, change: (defs: readonly MenuDef[]) => MenuDef[]): void {
  try {
    ctx.state.menus.editSite(change);
  } catch (error) {
    if (!(error instanceof MenuEditError)) throw error;
    const words: Record<MenuEditError['reason'], [string, string]> = {
      unknown: [`菜单 ${error.code} 不存在`, `Menu ${error.code} does not exist`],
      duplicate: [`code ${error.code} 已存在`, `code ${error.code} already exists`],
      'not-a-directory': [
        `parentId ${error.code} 不是目录`,
        `parentId ${error.code} is not a directory`,
      ],
      'into-itself': [
        `parentId 不能是 ${error.code} 自身或其下级`,
        `parentId may not be ${error.code} itself or one of its own menus`,
      ],
    };
    throw invalid(...words[error.reason]);
  }
}

function answer(ctx: UserContext, lang: string, code: string): Reply {
  const catalogue = ctx.state.menus.catalogue('site', 0);
  const found = locateMenu(catalogue, code) as MenuLocation;
  const parent = found.parentCode === null ? undefined : locateMenu(catalogue, found.parentCode);
  const [node] = manageTree([found.def], lang);
  return json({ ...node, parentId: parent ? idOf(parent.def) : 0 });
}

const tree: AdminHandler = (ctx, lang) => {
  requireEditor(ctx);
  return json(manageTree(ctx.state.menus.catalogue('site', 0), lang));
};

const create: AdminHandler = async (ctx, lang) => {
  requireEditor(ctx);
  const raw = objectBody(await ctx.body());
  const fields = new FieldReader(raw);
  const code = fields.requiredText('code', 128);
  if (!CODE_PATTERN.test(code)) {
    fields.fail(
      'code',
      '只能是小写字母、数字，以 . _ - 分段',
      'must be lower-case letters and digits in parts joined by . _ or -',
    );
  }
  const typed = fields.requiredText('type');
  const type =
    typed === 'dir' || typed === 'menu'
      ? typed
      : fields.fail('type', '必须是 dir 或 menu', 'must be dir or menu');
  const names = readNames(raw, true) as MenuNames;
  const route = readRoute(fields);
  if (type === 'menu' && !route) fields.fail('route', '必填', 'is required');
  const parentCode = parentCodeOf(ctx, fields.int('parentId', { min: 0 }) ?? 0);
  const icon = fields.text('icon', { max: 60 }) ?? 'link';
  const def: MenuDef = {
    id: ctx.state.menus.newId(),
    code,
    type,
    zh: names.zh_CN,
    en: names.en_US,
    quickIndex: pinyinInitials(names.zh_CN, true),
    icon,
    ...(type === 'menu' ? { route } : { children: [] }),
  };
  edit(ctx, (defs) => createMenu(defs, parentCode, def));
  if (type === 'menu') giveToCreator(ctx, code);
  return answer(ctx, lang, code);
};

/** The creating role holds the new page from its next menu load. */
function giveToCreator(ctx: UserContext, code: string): void {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  if (!role) return;
  const held = assignedPagesOf(role.menu).add(code);
  ctx.state.accounts.updateRole(role.id, {
    menu: filterMenus(ctx.state.menus.catalogue(role.level, role.tenantId), held),
  });
}

const update: AdminHandler = async (ctx, lang) => {
  requireEditor(ctx);
  const raw = objectBody(await ctx.body());
  const fields = new FieldReader(raw);
  const { def, parentCode } = menuById(ctx, fields.requiredInt('id'));
  const names = readNames(raw, false);
  const route = readRoute(fields);
  if (def.children && route !== undefined) {
    fields.fail('route', '目录没有路由', 'is not kept for a directory');
  }
  const icon = fields.presentText('icon', 60);
  edit(ctx, (defs) =>
    changeMenu(defs, def.code, {
      ...(names && {
        zh: names.zh_CN,
        en: names.en_US,
        quickIndex: pinyinInitials(names.zh_CN, true),
      }),
      ...(route !== undefined && { route }),
      ...(icon !== undefined && { icon }),
    }),
  );
  const newParentId = fields.int('parentId', { min: 0 });
  const sort = fields.int('sort');
  if (newParentId !== undefined || sort !== undefined) {
    const target = newParentId === undefined ? parentCode : parentCodeOf(ctx, newParentId);
    edit(ctx, (defs) => {
      const siblings = target === null ? defs : (locateMenu(defs, target)?.def.children ?? []);
      const others = siblings.filter((one) => one.code !== def.code);
      const sorts = siblings.map((one, index) => ({ one, sort: (index + 1) * 10 }));
      const index =
        sort === undefined
          ? others.length
          : sorts.filter(({ one, sort: at }) => one.code !== def.code && at < sort).length;
      return moveMenu(defs, def.code, target, index);
    });
  }
  return answer(ctx, lang, def.code);
};

const setEnabled =
  (enabled: boolean): AdminHandler =>
  (ctx, lang) => {
    requireEditor(ctx);
    const { def } = menuById(ctx, queryReader(ctx.query).requiredInt('menuId'));
    edit(ctx, (defs) => changeMenu(defs, def.code, { enabled }));
    return answer(ctx, lang, def.code);
  };

const route = (method: string, path: string, handler: AdminHandler): ApiRoute =>
  userRoute(method, `${BASE}/${path}`, adminHandler(handler));

export const menuConfigRoutes: ApiRoute[] = [
  route('GET', 'manage-tree', tree),
  route('POST', 'create', create),
  route('PUT', 'update', update),
  route('PUT', 'enable', setEnabled(true)),
  route('PUT', 'disable', setEnabled(false)),
];
