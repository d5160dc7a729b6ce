/** A small resource for the kit's own tests of its list page and form. */
import { renderPage } from '../../../test/support/render-page';
import type { Page } from '../../request/paging';
import type { Runtime } from '../../runtime/runtime';
import type { ListEndpoint } from '../../services/list-endpoint';
import { kitTexts } from '../texts';
import { ResourcePage } from './ResourcePage';
import { defineResource } from './types';

export interface Thing {
  id: number;
  code: string;
  name: string;
}

export const texts = {
  en_US: {
    ...kitTexts.en_US,
    'demo.title': 'Things',
    'demo.field.code': 'Code',
    'demo.field.name': 'Name',
    'demo.action.edit': 'Edit',
    'demo.action.delete': 'Delete',
    'demo.delete.title': 'Delete {code}?',
  },
};

export const things = (count: number, from = 1): Thing[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    code: `T${from + index}`,
    name: `Thing ${from + index}`,
  }));
export { pageOf } from '../../../test/support/page-services';

export const list = jest.fn<Promise<Page<Thing>>, [object?]>();
const endpoint = Object.assign(list, {
  url: () => '/demo/v1/{tenantId}/things',
}) as unknown as ListEndpoint<Thing, { code?: string; name?: string }>;
export const save = jest.fn();
export const remove = jest.fn();

export const resource = defineResource<Thing, { code?: string; name?: string }, { name: string }>({
  key: ['demo', 'things'],
  texts: 'demo',
  endpoint,
  rowKey: 'id',
  exportable: true,
  search: [{ name: 'code' }, { name: 'name' }],
  columns: [
    { field: 'code', width: 100, sort: true },
    { field: 'name', width: 200 },
  ],
  actions: [
    { key: 'edit' },
    {
      key: 'delete',
      confirm: { title: 'demo.delete.title', values: (row) => ({ code: row.code }) },
    },
  ],
  remove,
  form: {
    editTitle: 'demo.title',
    fields: [{ name: 'name', required: true, maxLength: 20 }],
    initial: (row) => ({ name: row?.name ?? '' }),
    save,
  },
});

export const sortableHeading = () =>
  document.querySelector('th.ant-table-column-has-sorters') as HTMLElement;

export const show = (runtime?: Runtime) =>
  renderPage(<ResourcePage resource={resource} />, { texts, path: '/demo/things', runtime });
