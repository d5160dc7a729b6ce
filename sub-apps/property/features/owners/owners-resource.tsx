/**
 * The organisation's owners as a resource: search by name and phone; each with how many houses it
 * holds, which open in a drawer listing them by the organisation's room label; created and edited
 * under their button codes (name required, a phone number's pattern).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  PHONE_PATTERN,
  type OwnerDto,
  type OwnerQuery,
  type OwnerSave,
} from '@polaris/core/services/property/records-types';
import { createOwner } from './api/create-owner';
import { fetchOwners } from './api/fetch-owners';
import { updateOwner } from './api/update-owner';
import { OwnerHouses } from './OwnerHouses';

/** The button code guarding an action (the gateway refuses the call without it). */
export const ownerPermission = (key: string) => `acme.property.owner.button.${key}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type OwnerValues = Omit<OwnerSave, 'ownerId' | 'objectVersionNumber'>;

export const ownersResource = defineResource<OwnerDto, OwnerQuery, OwnerValues>({
  key: ['wuye', 'owners'],
  texts: 'wuye.owner',
  endpoint: fetchOwners,
  rowKey: 'ownerId',
  search: [{ name: 'ownerName' }, { name: 'phone' }],
  columns: [
    { field: 'ownerName', width: 160, sort: true },
    { field: 'phone', width: 150 },
    { field: 'email', width: 200 },
    {
      field: 'houseCount',
      width: 110,
      kind: 'number',
      computed: true,
      opens: 'detail',
      render: (_value, owner) => owner.houses.length,
    },
  ],
  actions: [{ key: 'edit', permission: ownerPermission('edit') }, { key: 'detail' }],
  detail: {
    title: (owner, t) => t('wuye.owner.houses.title', { name: owner.ownerName }),
    render: (owner) => <OwnerHouses owner={owner} />,
    width: 720,
  },
  form: {
    createTitle: 'wuye.owner.create.title',
    editTitle: 'wuye.owner.edit.title',
    titleValues: (owner) => ({ name: owner.ownerName }),
    createPermission: ownerPermission('create'),
    fields: [
      { name: 'ownerName', required: true, maxLength: 60 },
      { name: 'phone', required: true, maxLength: 20, pattern: PHONE_PATTERN },
      { name: 'email', maxLength: 120, pattern: EMAIL },
    ],
    initial: (owner) => ({
      ownerName: owner?.ownerName ?? '',
      phone: owner?.phone ?? '',
      email: owner?.email ?? '',
    }),
    save: (values, owner) => {
      const sent: OwnerSave = {
        ownerName: values.ownerName.trim(),
        phone: values.phone.trim(),
        email: values.email?.trim() || null,
      };
      return owner
        ? updateOwner({
            ...sent,
            ownerId: owner.ownerId,
            objectVersionNumber: owner.objectVersionNumber,
          })
        : createOwner(sent);
    },
  },
});
