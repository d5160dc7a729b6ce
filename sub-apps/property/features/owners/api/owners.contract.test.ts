/**
 * The owner calls through the real /wy flow, as alice on Acme (Property Manager): the list with
 * each owner's houses, a new owner and its edit, a bad phone refused and told.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { createOwner } from './create-owner';
import { fetchOwners } from './fetch-owners';
import { updateOwner } from './update-owner';

const api = serviceContract();

describe('owners', () => {
  it('list: GET /wy/api/v1.0/PROP/owner with the filters; each owner with its houses', async () => {
    const page = await fetchOwners({ ownerName: '陈', phone: '' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/owner',
      query: { ownerName: '陈' },
    });
    expect(page.content).toHaveLength(1);
    expect(page.content[0].houses.map((house) => house.houseName)).toEqual([
      '湖畔苑 2-201',
      '湖畔苑 2-202',
    ]);
  });

  it('create and edit: POST and PUT with the version read', async () => {
    const owner = { ownerName: '赵六', phone: '13900000009', email: null };
    const created = await createOwner(owner);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/owner',
      query: {},
      body: owner,
    });
    expect(created).toMatchObject({ ...owner, houses: [], objectVersionNumber: 1 });
    const edit = {
      ...owner,
      email: 'zl@example.com',
      ownerId: created.ownerId,
      objectVersionNumber: 1,
    };
    expect(await updateOwner(edit)).toMatchObject({
      email: 'zl@example.com',
      objectVersionNumber: 2,
    });
  });

  it('a phone that is no phone number: refused, and the user told why', async () => {
    await expect(createOwner({ ownerName: 'X', phone: 'call me' })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({ description: 'Phone is not in a valid format: call me' }),
    ]);
  });
});
