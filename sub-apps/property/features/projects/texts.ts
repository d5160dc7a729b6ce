/** Texts of the Projects page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'wuye.project.title': 'Projects',
    'wuye.project.field.projectCode': 'Project code',
    'wuye.project.field.projectName': 'Project name',
    'wuye.project.field.address': 'Address',
    'wuye.project.field.area': 'Area (m²)',
    'wuye.project.field.houseCount': '{house} count',
    'wuye.project.field.enabledFlag': 'Status',
    'wuye.project.field.enabled': 'Enabled',
    'wuye.project.enabled.1': 'Enabled',
    'wuye.project.enabled.0': 'Disabled',
    'wuye.project.action.edit': 'Edit',
    'wuye.project.create.title': 'New project',
    'wuye.project.edit.title': 'Edit project {code}',
  },
  zh_CN: {
    'wuye.project.title': '项目',
    'wuye.project.field.projectCode': '项目编码',
    'wuye.project.field.projectName': '项目名称',
    'wuye.project.field.address': '地址',
    'wuye.project.field.area': '面积（㎡）',
    'wuye.project.field.houseCount': '{house}数',
    'wuye.project.field.enabledFlag': '状态',
    'wuye.project.field.enabled': '启用',
    'wuye.project.enabled.1': '启用',
    'wuye.project.enabled.0': '停用',
    'wuye.project.action.edit': '编辑',
    'wuye.project.create.title': '新建项目',
    'wuye.project.edit.title': '编辑项目 {code}',
  },
};
