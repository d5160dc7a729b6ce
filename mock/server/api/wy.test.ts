// Property variant: /wy authority, house alias, __pms charge preview, .xlsx export; sync profile.
import { crc32 as nodeCrc32 } from 'node:zlib';
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { isApiPath } from '../api-paths';
import { crc32, zipStored } from './xlsx';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = (path: string, token?: string) => callApi(t.url, path, { token });
const preview = (body: unknown, token: string) =>
  callApi(t.url, '/wy/api/v1.0/PROP/charge/preview', { method: 'POST', token, body });

describe('/wy read endpoints', () => {
  it.each([
    ['alice', 'v1', 'Pages.Property.House', 'Pages.Administration'],
    ['admin', 'v1.0', 'Pages.Administration', undefined],
  ] as const)('%s gets authority codes (%s)', async (user, version, has, lacks) => {
    const { body } = await get(`/wy/api/${version}/AuthorityApi/GetCurrentAuthority`, signIn(user));
    expect(body.success).toBe(true);
    expect(body.result).toContain(has);
    if (lacks) expect(body.result).not.toContain(lacks);
  });

  it('answers the house alias', async () => {
    const { body } = await get(
      '/wy/api/v1.0/PROP/charging-parameter-setting/house-alias',
      signIn('alice'),
    );
    expect(body).toEqual({ success: true, result: { houseAlias: '房间' } });
  });

  it.each([
    '/wy/api/v1/AuthorityApi/GetCurrentAuthority',
    '/wy/api/v1.0/PROP/charging-parameter-setting/house-alias',
    '/wy/api/v1.0/PROP/report/export',
  ])('%s needs the bearer token', async (path) => {
    expect((await get(path)).status).toBe(401);
  });

  it.each([
    ['/wy/api/v1.0/PROP/x', true],
    ['/wy/other', false],
    ['/v1/trace/status', true],
    ['/v1/other', false],
  ])('%s is an API path: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});

describe('GET /hpfm/v1/{tenantId}/profile-value', () => {
  it.each([
    ['alice', '/hpfm/v1/1/profile-value?profileName=SYNC_WUYE_FLAG', 200, 'true'],
    ['admin', '/hpfm/v1/0/profile-value?profileName=SYNC_WUYE_FLAG', 200, 'false'],
    ['alice', '/hpfm/v1/1/profile-value?profileName=UNKNOWN', 204, ''],
  ] as const)('%s %s → %s %s', async (user, path, status, text) => {
    const result = await get(path, signIn(user));
    expect(result.status).toBe(status);
    expect(result.body).toBe(text);
    if (status === 200) expect(result.headers.get('content-type')).toContain('text/plain');
  });

  it('answers a failed body for another tenant', async () => {
    const { body } = await get(
      '/hpfm/v1/2/profile-value?profileName=SYNC_WUYE_FLAG',
      signIn('alice'),
    );
    expect(body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});

describe('POST /wy/api/v1.0/PROP/charge/preview', () => {
  it('answers a __pms success with the charges', async () => {
    const { body } = await preview({ houseId: 'H101', month: '2024-05' }, signIn('alice'));
    expect(body).toEqual({
      __pms: true,
      success: true,
      result: {
        houseId: 'H101',
        houseName: '阳光花园 1-101',
        month: '2024-05',
        items: [
          { itemName: 'Property fee', amount: 356.4 },
          { itemName: 'Shared utilities', amount: 42.15 },
        ],
        total: 398.55,
      },
      error: null,
    });
  });

  it.each([
    ['alice', {}, 'Select a house first'],
    ['alice', { houseId: 'H999' }, 'House H999 does not exist'],
    ['alice', { houseId: 'H102' }, 'Charge preview failed'],
    ['alice', { houseId: 'H201' }, 'Billing account already settled'],
    // the houses are ACME's: the platform administrator (tenant 0) finds none
    ['admin', { houseId: 'H102' }, '房间 H102 不存在'],
  ] as const)('%s %j → __pms failure "%s…"', async (user, body, message) => {
    const result = await preview(body, signIn(user));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ __pms: true, success: false, result: null });
    expect(result.body.error.message).toContain(message);
  });
});

describe('GET /wy/api/v1.0/PROP/report/export', () => {
  it('answers an .xlsx attachment (also with ?access_token=)', async () => {
    const token = signIn('alice');
    const response = await fetch(
      `${t.url}/wy/api/v1.0/PROP/report/export?month=2024-05&access_token=${token}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('收费报表-2024-05.xlsx')}`,
    );
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(file.includes('xl/worksheets/sheet1.xml')).toBe(true);
    expect(file.includes('阳光花园 1-101')).toBe(true);
  });
});

describe('zip writer', () => {
  it('computes the standard CRC-32', () => {
    const data = Buffer.from('polaris mock 房间');
    expect(crc32(data)).toBe(nodeCrc32(data));
  });

  it('writes local headers whose CRC and sizes match the stored data', () => {
    const data = Buffer.from('hello');
    const zip = zipStored([{ name: 'a.txt', data }]);
    expect(zip.readUInt32LE(14)).toBe(nodeCrc32(data));
    expect(zip.readUInt32LE(18)).toBe(5);
    expect(zip.subarray(30, 35).toString()).toBe('a.txt');
    expect(zip.subarray(35, 40).toString()).toBe('hello');
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  });
});
