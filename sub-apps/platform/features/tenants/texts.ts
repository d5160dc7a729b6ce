/** Texts of the My Tenants page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.tenants.title': 'My Tenants',
    'hpfm.tenants.default': 'Default',
    'hpfm.tenants.field.name': 'Tenant',
    'hpfm.tenants.field.num': 'Number',
    'hpfm.tenants.field.actions': 'Actions',
    'hpfm.tenants.setDefault': 'Set as default',
  },
  zh_CN: {
    'hpfm.tenants.title': '我的租户',
    'hpfm.tenants.default': '默认',
    'hpfm.tenants.field.name': '租户',
    'hpfm.tenants.field.num': '编号',
    'hpfm.tenants.field.actions': '操作',
    'hpfm.tenants.setDefault': '设为默认',
  },
};
