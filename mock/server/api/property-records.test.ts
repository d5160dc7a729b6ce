// The property records' endpoints (/wy/api/v1.0/PROP/project, /house, /owner): lists and their
// filters, writes with their checks, versions and button codes, each organisation's own records.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const PROP = '/wy/api/v1.0/PROP';

const call = (token: string, method: string, path: string, body?: unknown) =>
  callApi(t.url, `${PROP}${path}${path.includes('?') ? '&' : '?'}lang=en_US`, {
    method,
    token,
    body,
  });
const alice = () => sessionAs(t, 'alice');
const acmeAdmin = () => sessionAs(t, 'admin', 2);
const globex = () => sessionAs(t, 'alice', 12);
const codes = (body: { result: { content: Record<string, unknown>[] } }, field: string) =>
  body.result.content.map((row) => row[field]);

const HOUSE = {
  projectId: 2,
  building: '3',
  unit: '2',
  roomNumber: '301',
  area: 66.5,
  houseStatus: 'VACANT',
};

describe('projects', () => {
  it('lists the organisation’s projects with their house counts, searched by code and name', async () => {
    const token = await alice();
    const all = await call(token, 'GET', '/project');
    expect(all.body.result.content).toEqual([
      expect.objectContaining({ projectCode: 'HPY', houseCount: 2, area: 42000, enabledFlag: 1 }),
      expect.objectContaining({ projectCode: 'YGHY', houseCount: 3, objectVersionNumber: 1 }),
    ]);
    expect(
      codes((await call(token, 'GET', '/project?projectName=阳光')).body, 'projectCode'),
    ).toEqual(['YGHY']);
    expect(codes((await call(await globex(), 'GET', '/project')).body, 'projectCode')).toEqual([
      'GX-DORM',
    ]);
  });

  it('creates and edits a project; a code the organisation has is refused, another’s is free', async () => {
    const token = await alice();
    const created = await call(token, 'POST', '/project', {
      projectCode: 'GX-DORM',
      projectName: 'Riverside',
      address: '',
      area: 1200,
    });
    expect(created.body.result).toMatchObject({
      projectCode: 'GX-DORM',
      houseCount: 0,
      enabledFlag: 1,
    });
    const taken = await call(token, 'POST', '/project', {
      projectCode: 'yghy',
      projectName: 'x',
      area: 1,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Project code yghy is already taken');
    const edited = await call(token, 'PUT', '/project', {
      ...created.body.result,
      projectName: 'Riverside Court',
    });
    expect(edited.body.result).toMatchObject({
      projectName: 'Riverside Court',
      objectVersionNumber: 2,
    });
    const stale = await call(token, 'PUT', '/project', created.body.result);
    expect(stale.status).toBe(409);
  });

  it.each([
    [
      { projectCode: 'a b', projectName: 'x', area: 1 },
      'Project code is not in a valid format: a b',
    ],
    [{ projectCode: 'AB', projectName: '', area: 1 }, 'Project name is required'],
    [
      { projectCode: 'AB', projectName: 'x', area: 0 },
      'Area must be greater than 0 (at most 2 decimals), got 0',
    ],
  ])('refuses %j: %s', async (body, message) => {
    const answer = await call(await alice(), 'POST', '/project', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, result: null, error: { message, code: 400 } });
  });

  it('renaming a project renames its houses', async () => {
    const token = await alice();
    const [project] = (await call(token, 'GET', '/project?projectCode=HPY')).body.result.content;
    await call(token, 'PUT', '/project', { ...project, projectName: 'Lakeside' });
    expect(t.gateway.state.property.houses.house(1, 'H201').houseName).toBe('Lakeside 2-201');
  });
});

describe('houses', () => {
  it.each([
    ['', ['H101', 'H102', 'H103', 'H201', 'H202']],
    ['project=hpy', ['H201', 'H202']],
    ['project=阳光&roomNumber=10&houseStatus=OCCUPIED', ['H101']],
    ['building=2', ['H201', 'H202']],
    ['ownerId=3', ['H201', 'H202']],
  ])('lists Acme’s houses searched by %j', async (query, ids) => {
    const { body } = await call(await alice(), 'GET', `/house?${query}`);
    expect(codes(body, 'houseId')).toEqual(ids);
  });

  it('answers a house with its project’s and owner’s names', async () => {
    const { body } = await call(await alice(), 'GET', '/house?roomNumber=103');
    expect(body.result.content[0]).toMatchObject({
      houseName: '阳光花园 1-103',
      projectName: '阳光花园',
      ownerId: 2,
      ownerName: '李梅',
      houseStatus: 'RENTED',
    });
  });

  it('creates and edits a house; the same place twice is refused', async () => {
    const token = await alice();
    const created = await call(token, 'POST', '/house', HOUSE);
    expect(created.body.result).toMatchObject({
      ...HOUSE,
      houseName: '湖畔苑 3-301',
      ownerId: null,
    });
    const twice = await call(token, 'POST', '/house', { ...HOUSE, area: 10 });
    expect(twice.body.error.message).toBe(
      '湖畔苑 3-301 already exists (building 3, unit 2, room 301)',
    );
    const edited = await call(token, 'PUT', '/house', {
      ...created.body.result,
      houseStatus: 'RENTED',
      ownerId: 1,
    });
    expect(edited.body.result).toMatchObject({
      houseStatus: 'RENTED',
      ownerName: '王建国',
      objectVersionNumber: 2,
    });
  });

  it.each([
    [{ ...HOUSE, projectId: undefined }, 400, 'Project is required'],
    [{ ...HOUSE, roomNumber: ' ' }, 400, 'Room number is required'],
    [{ ...HOUSE, area: -1 }, 400, 'Area must be greater than 0 (at most 2 decimals), got -1'],
    [
      { ...HOUSE, houseStatus: 'SOLD' },
      400,
      'Status must be one of VACANT, OCCUPIED, RENTED, got SOLD',
    ],
    [{ ...HOUSE, projectId: 3 }, 404, 'Project 3 does not exist'],
    [{ ...HOUSE, ownerId: 4 }, 404, 'Owner 4 does not exist'],
  ])('refuses %j: %s %s', async (body, status, message) => {
    const answer = await call(await alice(), 'POST', '/house', body);
    expect([answer.status, answer.body.error.message]).toEqual([status, message]);
  });

  it('delete: refused to alice (403), an admin deletes a house no owner holds', async () => {
    const refused = await call(await alice(), 'DELETE', '/house/H102?objectVersionNumber=1');
    expect(refused.status).toBe(403);
    const admin = await acmeAdmin();
    const held = await call(admin, 'DELETE', '/house/H101?objectVersionNumber=1');
    expect(held.body.error.message).toBe('阳光花园 1-101 has an owner and cannot be deleted');
    expect((await call(admin, 'DELETE', '/house/H102?objectVersionNumber=1')).body).toEqual({
      success: true,
      result: null,
    });
    expect(t.gateway.state.property.houses.findHouse(1, 'H102')).toBeUndefined();
  });

  it('another organisation’s house is not there', async () => {
    const token = await alice();
    const edit = await call(token, 'PUT', '/house', {
      ...HOUSE,
      houseId: 'G301',
      objectVersionNumber: 1,
    });
    expect([edit.status, edit.body.error.message]).toEqual([404, 'House G301 does not exist']);
    const admin = await acmeAdmin();
    expect((await call(admin, 'DELETE', '/house/G301?objectVersionNumber=1')).status).toBe(404);
    expect(t.gateway.state.property.houses.findHouse(2, 'G301')).toBeDefined();
  });
});

describe('owners', () => {
  it('lists owners with their houses, searched by name and phone', async () => {
    const token = await alice();
    const { body } = await call(token, 'GET', '/owner?phone=0003');
    expect(body.result.content).toEqual([
      expect.objectContaining({
        ownerName: '陈志强',
        houses: [
          expect.objectContaining({
            houseId: 'H201',
            houseName: '湖畔苑 2-201',
            roomNumber: '201',
          }),
          expect.objectContaining({ houseId: 'H202' }),
        ],
      }),
    ]);
    expect(codes((await call(token, 'GET', '/owner?ownerName=李')).body, 'ownerId')).toEqual([2]);
  });

  it('creates and edits an owner; a bad phone is refused', async () => {
    const token = await alice();
    const created = await call(token, 'POST', '/owner', {
      ownerName: '赵六',
      phone: '139 0000 0009',
    });
    expect(created.body.result).toMatchObject({ ownerName: '赵六', houses: [], email: null });
    const bad = await call(token, 'PUT', '/owner', { ...created.body.result, phone: 'none' });
    expect(bad.body.error.message).toBe('Phone is not in a valid format: none');
    const edited = await call(token, 'PUT', '/owner', {
      ...created.body.result,
      email: 'zl@example.com',
    });
    expect(edited.body.result).toMatchObject({ email: 'zl@example.com', objectVersionNumber: 2 });
  });

  it('a role without the button code may not write (Globex’s planner)', async () => {
    const answer = await call(await globex(), 'POST', '/owner', { ownerName: 'x', phone: '12345' });
    expect(answer.status).toBe(403);
  });
});
