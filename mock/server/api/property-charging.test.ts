// Charge standards and the charging parameters at /wy/api/v1.0/PROP/...: what alice's Acme sees
// and may change, the validation of a standard, the label for houses the start-up then answers.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const P = '/wy/api/v1.0/PROP';
const alice = () => t.gateway.state.signIn('alice').accessToken;
const admin = () => t.gateway.state.signIn('admin').accessToken;
const call = (method: string, path: string, token: string, body?: unknown) =>
  callApi(t.url, `${P}${path}`, { method, token, body });

const NEW = {
  projectId: 2,
  standardCode: 'HP-WS',
  standardName: '垃圾清运费',
  billingMethod: 'FIXED_MONTHLY',
  unitPrice: 12.5,
  enabledFlag: 1,
};

describe('charge standards', () => {
  it('lists the organisation’s standards with their project, filtered and paged', async () => {
    const token = alice();
    const { body } = await call('GET', '/charge-standard?size=2', token);
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ totalElements: 4, size: 2, number: 0 });
    expect(body.result.content[0]).toEqual({
      standardId: 4,
      projectId: 2,
      projectName: '湖畔苑',
      standardCode: 'HP-PM',
      standardName: '物业服务费',
      billingMethod: 'AREA_MONTHLY',
      unitPrice: 3.2,
      enabledFlag: 0,
      objectVersionNumber: 1,
    });
    const enabled = await call('GET', '/charge-standard?enabledFlag=1&projectName=阳光', token);
    expect(
      enabled.body.result.content.map((row: { standardCode: string }) => row.standardCode),
    ).toEqual(['YG-PM', 'YG-WS']);
  });

  it('creates, edits with the version read, and refuses a stale version', async () => {
    const token = alice();
    const created = await call('POST', '/charge-standard', token, NEW);
    expect(created.body.result).toMatchObject({
      ...NEW,
      projectName: '湖畔苑',
      objectVersionNumber: 1,
    });
    const { standardId } = created.body.result;
    const edited = await call('PUT', '/charge-standard', token, {
      ...NEW,
      unitPrice: 13,
      standardId,
      objectVersionNumber: 1,
    });
    expect(edited.body.result).toMatchObject({ unitPrice: 13, objectVersionNumber: 2 });
    const stale = await call('PUT', '/charge-standard', token, {
      ...NEW,
      standardId,
      objectVersionNumber: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: { code: 409 } });
  });

  it.each([
    [{ standardCode: 'YG-PM' }, 'Charge standard code YG-PM already exists'],
    [{ standardCode: 'hp ws' }, 'standardCode may hold capital letters'],
    [{ standardName: ' ' }, 'standardName must not be empty'],
    [{ billingMethod: 'YEARLY' }, 'billingMethod must be one of AREA_MONTHLY, FIXED_MONTHLY'],
    [{ unitPrice: 1.234 }, 'at most 2 decimals'],
    [{ unitPrice: 0 }, 'unitPrice must be within 0.01–99999.99'],
    [{ projectId: 3 }, 'Project 3 does not exist'],
  ])('refuses %j: "%s…"', async (change, message) => {
    const result = await call('POST', '/charge-standard', alice(), { ...NEW, ...change });
    expect(result.body.success).toBe(false);
    expect(result.body.error.message).toContain(message);
  });

  it('refuses alice’s delete (the code is hidden for her); an administrator deletes', async () => {
    const refused = await call('DELETE', '/charge-standard', alice(), [
      { standardId: 3, objectVersionNumber: 1 },
    ]);
    expect(refused.status).toBe(403);
    const token = admin(); // tenant-admin of Acme after the switch below
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token });
    const removed = await call('DELETE', '/charge-standard', token, [
      { standardId: 3, objectVersionNumber: 1 },
    ]);
    expect(removed.body).toEqual({ success: true, result: null });
    const left = await call('GET', '/charge-standard?standardCode=YG-PK', token);
    expect(left.body.result.totalElements).toBe(0);
  });
});

describe('the label for houses', () => {
  const ALIAS = '/charging-parameter-setting/house-alias';

  it('is renamed, answered by the start-up’s call, and back to the seed after a reset', async () => {
    const token = alice();
    const saved = await call('PUT', ALIAS, token, { houseAlias: ' 单元 ' });
    expect(saved.body).toEqual({ success: true, result: { houseAlias: '单元' } });
    expect((await call('GET', ALIAS, token)).body.result).toEqual({ houseAlias: '单元' });
    // another organisation keeps its own
    const globex = await callApi(t.url, '/iam/v1/users/roles?roleId=12', { method: 'PUT', token });
    expect(globex.status).toBe(200);
    expect((await call('GET', ALIAS, token)).body.result).toEqual({ houseAlias: '房间' });
    t.gateway.state.reset();
    expect((await call('GET', ALIAS, alice())).body.result).toEqual({ houseAlias: '房间' });
  });

  it.each([
    [{ houseAlias: '' }, 400, 'houseAlias is required'],
    [{ houseAlias: 'Apartments1' }, 400, 'houseAlias must be at most 10 characters'],
  ])('refuses %j', async (body, status, message) => {
    const result = await call('PUT', ALIAS, alice(), body);
    expect(result.status).toBe(status);
    expect(result.body.error.message).toBe(message);
  });

  it('refuses a role without the code', async () => {
    const token = alice();
    await callApi(t.url, '/iam/v1/users/roles?roleId=12', { method: 'PUT', token });
    const result = await call('PUT', ALIAS, token, { houseAlias: 'Bed' });
    expect(result.status).toBe(403);
  });
});
