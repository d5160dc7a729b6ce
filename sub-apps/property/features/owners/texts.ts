/**
 * Texts of the Owners page, shipped with it; the gateway's prompt texts override them. `{house}`
 * is the organisation's room label (set by the start-up).
 */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'wuye.owner.title': 'Owners',
    'wuye.owner.field.ownerName': 'Name',
    'wuye.owner.field.phone': 'Phone',
    'wuye.owner.field.email': 'Email',
    'wuye.owner.field.houseCount': '{house}s',
    'wuye.owner.action.edit': 'Edit',
    'wuye.owner.action.detail': '{house}s',
    'wuye.owner.create.title': 'New owner',
    'wuye.owner.edit.title': 'Edit owner {name}',
    'wuye.owner.houses.title': '{house}s of {name}',
    'wuye.owner.houses.caption': '{house}s held by {name}',
    'wuye.owner.houses.none': 'This owner holds no {house} yet.',
    'wuye.owner.houses.house': '{house}',
    'wuye.owner.houses.building': 'Building',
    'wuye.owner.houses.unit': 'Unit',
    'wuye.owner.houses.roomNumber': '{house} number',
    'wuye.owner.houses.area': 'Area (m²)',
    'wuye.owner.houses.status': 'Status',
    'wuye.owner.status.VACANT': 'Vacant',
    'wuye.owner.status.OCCUPIED': 'Occupied',
    'wuye.owner.status.RENTED': 'Rented',
  },
  zh_CN: {
    'wuye.owner.title': '业主',
    'wuye.owner.field.ownerName': '姓名',
    'wuye.owner.field.phone': '电话',
    'wuye.owner.field.email': '邮箱',
    'wuye.owner.field.houseCount': '{house}数',
    'wuye.owner.action.edit': '编辑',
    'wuye.owner.action.detail': '{house}',
    'wuye.owner.create.title': '新建业主',
    'wuye.owner.edit.title': '编辑业主 {name}',
    'wuye.owner.houses.title': '{name} 的{house}',
    'wuye.owner.houses.caption': '{name} 名下的{house}',
    'wuye.owner.houses.none': '该业主名下还没有{house}。',
    'wuye.owner.houses.house': '{house}',
    'wuye.owner.houses.building': '楼栋',
    'wuye.owner.houses.unit': '单元',
    'wuye.owner.houses.roomNumber': '{house}号',
    'wuye.owner.houses.area': '面积（㎡）',
    'wuye.owner.houses.status': '状态',
    'wuye.owner.status.VACANT': '空置',
    'wuye.owner.status.OCCUPIED': '已入住',
    'wuye.owner.status.RENTED': '已出租',
  },
};
