/**
 * The house calls through the real /wy flow, as alice on Acme (Property Manager): the list, a new
 * house and its edit, the delete her role may not make, the spreadsheet import (multipart) with
 * its per-row report (a .csv here; the .xlsx reading is the gateway's own test), the template and
 * the sync.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { createHouse } from './create-house';
import { deleteHouse } from './delete-house';
import { downloadHouseTemplate } from './download-house-template';
import { fetchHouses } from './fetch-houses';
import { importHouses } from './import-houses';
import { syncHouses } from './sync-houses';
import { updateHouse } from './update-house';

const api = serviceContract();

const NEW = {
  projectId: 1,
  building: '8',
  unit: '1',
  roomNumber: '801',
  area: 95.5,
  houseStatus: 'VACANT' as const,
  ownerId: null,
};

describe('houses', () => {
  it('list: GET /wy/api/v1.0/PROP/house with the filters, sort and paging', async () => {
    const page = await fetchHouses({ project: '阳光', houseStatus: 'OCCUPIED', sort: 'area,desc' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/house',
      query: { project: '阳光', houseStatus: 'OCCUPIED', sort: 'area,desc' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        houseId: 'H101',
        houseName: '阳光花园 1-101',
        ownerName: '王建国',
      }),
    ]);
  });

  it('create and edit: POST and PUT with the version read', async () => {
    const created = await createHouse(NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/house',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, houseName: '阳光花园 8-801', objectVersionNumber: 1 });
    const edit = {
      ...NEW,
      houseStatus: 'RENTED' as const,
      ownerId: 2,
      houseId: created.houseId,
      objectVersionNumber: 1,
    };
    expect(await updateHouse(edit)).toMatchObject({ ownerName: '李梅', objectVersionNumber: 2 });
    expect(api.sent()[1]).toMatchObject({ method: 'PUT', body: edit });
  });

  it('delete: DELETE /house/{id} with the version; refused to her role, and she is told', async () => {
    await expect(deleteHouse({ houseId: 'H102', objectVersionNumber: 1 })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/wy/api/v1.0/PROP/house/H102',
      query: { objectVersionNumber: '1' },
    });
    expect(api.notices).toEqual([
      expect.objectContaining({
        description: 'The current role may not do this (acme.property.house.button.delete)',
      }),
    ]);
  });

  it('import: the file as multipart; the valid rows saved, the refused cells reported', async () => {
    const csv =
      'Project code,Building,Unit,Room number,Area,Status\nHPY,9,1,901,70,VACANT\nHPY,9,1,902,-5,VACANT\n';
    const result = await importHouses(new Blob([csv], { type: 'text/csv' }), 'houses.csv');
    expect(result).toEqual({
      imported: 1,
      errors: [
        {
          row: 3,
          column: 'Area (m²)',
          message: 'must be greater than 0 (at most 2 decimals), got -5',
        },
      ],
    });
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/wy/api/v1.0/PROP/house/import',
    });
    expect((await fetchHouses({ roomNumber: '901' })).content).toHaveLength(1);
  });

  it('the template downloads as a workbook under the name given', async () => {
    const saved: { name: string; size: number }[] = [];
    const answer = await downloadHouseTemplate('template.xlsx', (blob, name) =>
      saved.push({ name, size: blob.size }),
    );
    expect(answer).toEqual({ success: true, fileName: 'template.xlsx' });
    expect(saved).toEqual([{ name: 'template.xlsx', size: expect.any(Number) }]);
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/wy/api/v1.0/PROP/house/import-template',
    });
  });

  it('sync: POST /house/sync answers how many houses went', async () => {
    expect(await syncHouses()).toEqual({ count: 5 });
  });
});
