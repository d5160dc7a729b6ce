/** Texts of the Audit Configuration page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hmnt.auditConfig.title': 'Audit Configuration',
    'hmnt.auditConfig.field.entityCode': 'Entity',
    'hmnt.auditConfig.field.displayName': 'Name',
    'hmnt.auditConfig.field.serviceName': 'Service',
    'hmnt.auditConfig.field.tableName': 'Table',
    'hmnt.auditConfig.field.enabledFlag': 'Audited',
    'hmnt.auditConfig.action.enable': 'Audit',
    'hmnt.auditConfig.action.disable': 'Stop auditing',
    'hmnt.auditConfig.disable.title': 'Stop auditing {name}?',
    'hmnt.auditConfig.disable.content':
      'Changes to its records make no new versions in Audit Data until it is audited again.',
  },
  zh_CN: {
    'hmnt.auditConfig.title': '审计配置',
    'hmnt.auditConfig.field.entityCode': '实体',
    'hmnt.auditConfig.field.displayName': '名称',
    'hmnt.auditConfig.field.serviceName': '服务',
    'hmnt.auditConfig.field.tableName': '表名',
    'hmnt.auditConfig.field.enabledFlag': '审计',
    'hmnt.auditConfig.action.enable': '开启审计',
    'hmnt.auditConfig.action.disable': '停止审计',
    'hmnt.auditConfig.disable.title': '停止审计{name}？',
    'hmnt.auditConfig.disable.content': '重新开启之前，其记录的修改不会在数据审计中产生新版本。',
  },
};
