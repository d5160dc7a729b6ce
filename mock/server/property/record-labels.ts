// The names of the property records' fields in both answer languages, for a refused save's
// message ("Area must be greater than 0"); the room's name follows the organisation's alias.
import { DEFAULT_HOUSE_ALIAS, houseAliases } from '../../data/property';
import type { Texts } from '../../data/lov-types';
import { invalid, type AdminFailure } from '../admin/failure';
import type { Problem } from './records-rules';

/** The organisation's label for a house in both languages (the default one: 房间, "Room"). */
export function houseAliasTexts(tenantId: number): Texts {
  const alias = houseAliases[tenantId] ?? DEFAULT_HOUSE_ALIAS;
  return alias === DEFAULT_HOUSE_ALIAS
    ? { zh_CN: DEFAULT_HOUSE_ALIAS, en_US: 'Room' }
    : { zh_CN: alias, en_US: alias };
}

const LABELS: Record<string, Texts> = {
  projectCode: { zh_CN: '项目编码', en_US: 'Project code' },
  projectName: { zh_CN: '项目名称', en_US: 'Project name' },
  address: { zh_CN: '地址', en_US: 'Address' },
  area: { zh_CN: '面积', en_US: 'Area' },
  enabledFlag: { zh_CN: '启用', en_US: 'Enabled' },
  projectId: { zh_CN: '项目', en_US: 'Project' },
  building: { zh_CN: '楼栋', en_US: 'Building' },
  unit: { zh_CN: '单元', en_US: 'Unit' },
  houseStatus: { zh_CN: '状态', en_US: 'Status' },
  ownerId: { zh_CN: '业主', en_US: 'Owner' },
  ownerName: { zh_CN: '业主姓名', en_US: 'Owner name' },
  phone: { zh_CN: '电话', en_US: 'Phone' },
  email: { zh_CN: '邮箱', en_US: 'Email' },
};

export function fieldLabel(field: string, alias: Texts): Texts {
  if (field === 'roomNumber') return { zh_CN: `${alias.zh_CN}号`, en_US: `${alias.en_US} number` };
  return LABELS[field] ?? { zh_CN: field, en_US: field };
}

/** The first problem as the failure a save answers, naming its field. */
export function refusal(problem: Problem, alias: Texts): AdminFailure {
  const label = fieldLabel(problem.field, alias);
  return invalid(`${label.zh_CN}${problem.texts.zh_CN}`, `${label.en_US} ${problem.texts.en_US}`);
}

/** Throws the first problem, if any. */
export function refuseProblems(problems: Problem[], alias: Texts): void {
  if (problems.length > 0) throw refusal(problems[0], alias);
}
