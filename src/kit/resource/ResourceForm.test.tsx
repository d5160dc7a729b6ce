/** @jest-environment jsdom */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { ResourcePage } from './ResourcePage';
import { defineResource } from './types';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('../../services/iam/permissions', () => ({ checkPermissions: jest.fn(async () => []) }));

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

interface Note {
  id: number;
  title: string;
}

const notes = defineResource<Note, { title?: string }, { title: string }>({
  key: ['test', 'notes'],
  texts: 'test.notes',
  endpoint: Object.assign(
    jest.fn(async () => ({
      content: [{ id: 1, title: 'First' }],
      totalElements: 1,
      size: 10,
      number: 0,
      numberOfElements: 1,
    })),
    { url: () => '/test/notes' },
  ),
  rowKey: 'id',
  columns: [{ field: 'title', width: 200 }],
  search: [{ name: 'title' }],
  form: {
    editTitle: 'test.notes.edit',
    fields: [{ name: 'title' }],
    initial: (note) => ({ title: note?.title ?? '' }),
    save: jest.fn(async () => undefined),
  },
});

const texts = {
  en_US: { ...kitTexts.en_US, 'test.notes.title': 'Notes', 'test.notes.field.title': 'Title' },
};

beforeAll(prepareDomForAntd);

describe('a resource form over a search form', () => {
  it('labels its own fields where a search field has the same name', async () => {
    renderPage(<ResourcePage resource={notes} />, { texts });
    await screen.findByText('First');
    const search = screen.getByLabelText('Title') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: /Create/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText('Title');
    expect(field).not.toBe(search);
    expect(field.id).toBe('record_title');
    expect(search.id).toBe('title');
  });
});
