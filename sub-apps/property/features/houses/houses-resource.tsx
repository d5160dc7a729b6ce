/**
 * The organisation's houses as a resource: search by project (code or name), building, room
 * number and status; each with its project, place, area, status and owner; created and edited
 * under their button codes, deleted under `acme.property.house.button.delete` (a code the property
 * manager's role has hidden: she does not see the action, an administrator does). Every label
 * naming rooms says `{house}`, the organisation's room label.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  HouseDto,
  HouseQuery,
  HouseSave,
  HouseStatus,
} from '@polaris/core/services/property/records-types';
import { createHouse } from './api/create-house';
import { deleteHouse } from './api/delete-house';
import { fetchHouses } from './api/fetch-houses';
import { updateHouse } from './api/update-house';
import { houseStatus, houseStatusOptions } from './house-status';
import { ProjectSelect } from '../projects';
import { OwnerSelect } from './RecordSelects';

/** The button code guarding an action (the gateway refuses the call without it). */
export const housePermission = (key: string) => `acme.property.house.button.${key}`;

interface HouseValues {
  /** Ids; none until chosen. */
  projectId: number | undefined;
  ownerId: number | undefined;
  building: string;
  unit: string;
  roomNumber: string;
  area: number | null;
  houseStatus: HouseStatus;
}

/** What the form's values are sent as. */
export function houseSave(values: HouseValues): Omit<HouseSave, 'houseId' | 'objectVersionNumber'> {
  return {
    projectId: values.projectId as number,
    ownerId: values.ownerId ?? null,
    building: values.building.trim(),
    unit: values.unit.trim(),
    roomNumber: values.roomNumber.trim(),
    area: Number(values.area),
    houseStatus: values.houseStatus,
  };
}

export const housesResource = defineResource<HouseDto, HouseQuery, HouseValues>({
  key: ['wuye', 'houses'],
  alsoChanges: [
    ['wuye', 'projects'],
    ['wuye', 'owners'],
  ],
  texts: 'wuye.house',
  endpoint: fetchHouses,
  rowKey: 'houseId',
  search: [
    { name: 'project' },
    { name: 'building' },
    { name: 'roomNumber' },
    { name: 'houseStatus', kind: 'select', options: houseStatusOptions },
  ],
  columns: [
    { field: 'houseName', width: 180 },
    { field: 'projectName', width: 140 },
    { field: 'building', width: 90, sort: true },
    { field: 'unit', width: 80 },
    { field: 'roomNumber', width: 110, sort: true },
    { field: 'area', width: 110, kind: 'number', sort: true },
    { field: 'houseStatus', width: 100, kind: 'tag', status: houseStatus },
    { field: 'ownerName', width: 120 },
  ],
  actions: [
    { key: 'edit', permission: housePermission('edit') },
    {
      key: 'delete',
      permission: housePermission('delete'),
      danger: true,
      confirm: {
        title: 'wuye.house.delete.title',
        content: 'wuye.house.delete.content',
        values: (house) => ({ name: house.houseName }),
      },
    },
  ],
  remove: (houses) => Promise.all(houses.map(deleteHouse)),
  form: {
    createTitle: 'wuye.house.create.title',
    editTitle: 'wuye.house.edit.title',
    titleValues: (house) => ({ name: house.houseName }),
    createPermission: housePermission('create'),
    fields: [
      { name: 'projectId', kind: 'custom', required: true, render: () => <ProjectSelect /> },
      { name: 'building', required: true, maxLength: 20 },
      { name: 'unit', required: true, maxLength: 20 },
      { name: 'roomNumber', required: true, maxLength: 20 },
      { name: 'area', kind: 'number', required: true, min: 0.01, precision: 2 },
      { name: 'houseStatus', kind: 'select', required: true, options: houseStatusOptions },
      { name: 'ownerId', kind: 'custom', render: () => <OwnerSelect /> },
    ],
    initial: (house) => ({
      projectId: house?.projectId,
      ownerId: house?.ownerId ?? undefined,
      building: house?.building ?? '',
      unit: house?.unit ?? '',
      roomNumber: house?.roomNumber ?? '',
      area: house?.area ?? null,
      houseStatus: house?.houseStatus ?? 'VACANT',
    }),
    save: (values, house) =>
      house
        ? updateHouse({
            ...houseSave(values),
            houseId: house.houseId,
            objectVersionNumber: house.objectVersionNumber,
          })
        : createHouse(houseSave(values)),
  },
});
