/** @jest-environment jsdom */
import { useQuery } from '@tanstack/react-query';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { RequestError } from '../../request/request-error';
import { kitTexts } from '../texts';
import { QueryTable } from './QueryTable';

// antd tables in jsdom are slow on a busy machine
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
beforeAll(prepareDomForAntd);

interface Role {
  id: number;
  name: string;
  children?: Role[];
}

const roles = (count: number): Role[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Role ${i + 1}` }));

function RolesList({ load, tree = false }: { load: () => Promise<Role[]>; tree?: boolean }) {
  const query = useQuery({ queryKey: ['iam', 'roles'], queryFn: load });
  return (
    <QueryTable<Role>
      query={query}
      caption="Roles"
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      expandChildren={tree ? 'children' : undefined}
    />
  );
}

const showRoles = (load: () => Promise<Role[]>, tree?: boolean) =>
  renderPage(<RolesList load={load} tree={tree} />, { texts: kitTexts });

describe('QueryTable', () => {
  it('pages the whole list in the browser, without asking the server again', async () => {
    const load = jest.fn(async () => roles(25));
    showRoles(load);
    expect(await screen.findByText('Role 1')).toBeTruthy();
    expect(screen.getByLabelText('Roles')).toBeTruthy();
    expect(screen.getByText('1 - 10 of 25 items')).toBeTruthy();

    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Role 25')).toBeTruthy();
    expect(screen.getByText('21 - 25 of 25 items')).toBeTruthy();
    expect(screen.queryByText('Role 1')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows no pager while the list fits on one page', async () => {
    showRoles(async () => roles(4));
    expect(await screen.findByText('Role 4')).toBeTruthy();
    expect(screen.queryByText('1 - 4 of 4 items')).toBeNull();
    expect(screen.queryByTitle('1')).toBeNull();
  });

  it('shows a failure in place, and Retry asks again', async () => {
    const load = jest
      .fn<Promise<Role[]>, []>()
      .mockRejectedValueOnce(new RequestError('timeout', 'no answer within 30000 ms'))
      .mockResolvedValueOnce(roles(2));
    showRoles(load);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server did not answer in time');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Role 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is nothing when the list is empty', async () => {
    showRoles(async () => []);
    // antd's empty state (its picture's title says the same)
    expect(await screen.findByText('No data', { ignore: 'script, style, title' })).toBeTruthy();
  });

  it('opens a row of a tree to show the rows under it', async () => {
    showRoles(
      async () => [{ id: 1, name: 'Administrators', children: [{ id: 2, name: 'Auditors' }] }],
      true,
    );
    expect(await screen.findByText('Administrators')).toBeTruthy();
    expect(screen.queryByText('Auditors')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('Auditors')).toBeTruthy();
  });
});
