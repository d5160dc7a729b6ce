/**
 * The create and edit dialog of a menu (a kit form): a new menu's code and type, both names, a
 * page's route, the icon. A new menu goes under `parent` (none: at the top).
 */
import type { FormSpec } from '@polaris/core/kit/resource/types';
import type { MenuManageDto } from '@polaris/core/services/iam/types';
import { createMenu } from './api/create-menu';
import { updateMenu } from './api/update-menu';

export interface MenuValues {
  code: string;
  type: 'dir' | 'menu';
  zhName: string;
  enName: string;
  route: string;
  icon: string;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

export function menuFormSpec(parent: MenuManageDto | null): FormSpec<MenuManageDto, MenuValues> {
  return {
    createTitle: 'hiam.menu.create.title',
    editTitle: 'hiam.menu.edit.title',
    titleValues: (menu) => ({ code: menu.code }),
    createPermission: 'hzero.system.menu.button.create',
    fields: [
      {
        name: 'code',
        required: true,
        maxLength: 128,
        pattern: /^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/,
        message: 'hiam.menu.error.code',
        only: 'create',
      },
      {
        name: 'type',
        kind: 'select',
        required: true,
        only: 'create',
        options: (t) => [
          { value: 'dir', label: t('hiam.menu.type.dir') },
          { value: 'menu', label: t('hiam.menu.type.menu') },
        ],
      },
      { name: 'zhName', required: true, maxLength: 60 },
      { name: 'enName', required: true, maxLength: 60 },
      { name: 'route', maxLength: 240, pattern: /^\//, message: 'hiam.menu.error.route' },
      { name: 'icon', maxLength: 60 },
    ],
    initial: (menu) => ({
      code: menu?.code ?? (parent ? `${parent.code}.` : ''),
      type: menu && menu.type !== 'menu' ? 'dir' : 'menu',
      zhName: menu?._tls.name.zh_CN ?? '',
      enName: menu?._tls.name.en_US ?? '',
      route: menu?.route ?? '',
      icon: menu?.icon ?? '',
    }),
    save: (values, menu) => {
      const names = { zh_CN: values.zhName.trim(), en_US: values.enName.trim() };
      if (menu) {
        return updateMenu({
          id: menu.id,
          _tls: { name: names },
          ...(menu.type === 'menu' && { route: trimmed(values.route) }),
          icon: trimmed(values.icon),
        });
      }
      return createMenu({
        code: values.code.trim(),
        type: values.type,
        parentId: parent?.id ?? 0,
        route: values.type === 'menu' ? trimmed(values.route) : undefined,
        icon: trimmed(values.icon),
        name: names.zh_CN,
        _tls: { name: names },
      });
    },
  };
}
