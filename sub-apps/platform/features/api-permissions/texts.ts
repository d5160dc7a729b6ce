/** Texts of the API Permissions page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.api.title': 'API Permissions',
    'hiam.api.field.method': 'Method',
    'hiam.api.field.path': 'Path',
    'hiam.api.field.serviceName': 'Service',
    'hiam.api.field.access': 'Access',
    'hiam.api.field.tenantForm': 'Tenant form',
    'hiam.api.access.user': 'Signed-in users',
    'hiam.api.access.public': 'Public',
  },
  zh_CN: {
    'hiam.api.title': '接口权限',
    'hiam.api.field.method': '请求方式',
    'hiam.api.field.path': '路径',
    'hiam.api.field.serviceName': '服务',
    'hiam.api.field.access': '访问',
    'hiam.api.field.tenantForm': '租户级',
    'hiam.api.access.user': '登录用户',
    'hiam.api.access.public': '公开',
  },
};
