/**
 * The quick entries as a resource (/hpfm/quick-entry, site level): which pages each role's
 * workplace card lists, in order; searched by role and page name. An entry is added (a role, a
 * page of its menu, where in the card) and removed after confirmation; the card of the role's
 * users follows at its next load.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  QuickEntryAdminDto,
  QuickEntryQuery,
} from '@polaris/core/services/platform/org-config-types';
import { createQuickEntry } from './api/create-quick-entry';
import { deleteQuickEntry } from './api/delete-quick-entry';
import { fetchQuickEntries } from './api/fetch-quick-entries';
import { PageSelect, RoleSelect } from './RolePageSelects';

export interface QuickEntryValues {
  roleId?: number;
  menuCode?: string;
  orderSeq?: number | null;
}

export const quickEntriesResource = defineResource<
  QuickEntryAdminDto,
  QuickEntryQuery,
  QuickEntryValues
>({
  key: ['hpfm', 'quick-entries'],
  texts: 'hpfm.quickEntry',
  endpoint: fetchQuickEntries,
  rowKey: 'quickEntryId',
  search: [{ name: 'roleName' }, { name: 'title' }],
  columns: [
    { field: 'tenantName', width: 180 },
    { field: 'roleName', width: 160, sort: true },
    { field: 'title', width: 160 },
    { field: 'route', width: 200, kind: 'code' },
    { field: 'orderSeq', width: 100, kind: 'number', sort: true },
  ],
  actions: [
    {
      key: 'delete',
      permission: 'hpfm.quick-entry.button.delete',
      danger: true,
      confirm: {
        title: 'hpfm.quickEntry.delete.title',
        content: 'hpfm.quickEntry.delete.content',
        values: (entry) => ({ title: entry.title, role: entry.roleName }),
      },
    },
  ],
  remove: (entries) => Promise.all(entries.map((entry) => deleteQuickEntry(entry))),
  form: {
    createTitle: 'hpfm.quickEntry.create.title',
    createPermission: 'hpfm.quick-entry.button.create',
    // an entry is added or removed, never edited: no row opens the form
    editTitle: 'hpfm.quickEntry.create.title',
    fields: [
      { name: 'roleId', kind: 'custom', required: true, render: () => <RoleSelect /> },
      { name: 'menuCode', kind: 'custom', required: true, render: () => <PageSelect /> },
      { name: 'orderSeq', kind: 'number', min: 0, max: 100000 },
    ],
    initial: () => ({ roleId: undefined, menuCode: undefined, orderSeq: null }),
    save: (values) =>
      createQuickEntry({
        roleId: Number(values.roleId),
        menuCode: String(values.menuCode),
        ...(values.orderSeq === null || values.orderSeq === undefined
          ? {}
          : { orderSeq: values.orderSeq }),
      }),
  },
});
