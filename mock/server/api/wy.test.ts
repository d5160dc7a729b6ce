// Property variant: /wy authority, house alias, sync profile, the .xlsx writer. The charge preview
// and the month export: property-bills.test.ts.
import { crc32 as nodeCrc32 } from 'node:zlib';
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { isApiPath } from '../api-paths';
import { crc32, zipStored } from './xlsx';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = (path: string, token?: string) => callApi(t.url, path, { token });

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
