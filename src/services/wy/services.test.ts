import { RequestError } from '../../request/request-error';
import { describeServiceTable, requestMock } from '../test-support';
import {
  fetchCurrentAuthority,
  fetchHouseAlias,
  fetchSyncWuyeFlag,
  isFlagSet,
  toHouseAlias,
} from './property';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

const authorityUrl = '/wy/api/v1/AuthorityApi/GetCurrentAuthority';
const aliasUrl = '/wy/api/v1.0/PROP/charging-parameter-setting/house-alias';
const profileUrl = '/hpfm/v1/{tenantId}/profile-value';
const profileOptions = { method: 'GET', params: { profileName: 'SYNC_WUYE_FLAG' }, silent: true };

describeServiceTable('property (wy) services', [
  {
    name: 'authority: the result',
    call: () => fetchCurrentAuthority(),
    url: authorityUrl,
    options: { method: 'GET' },
    reply: { success: true, result: ['admin'] },
    result: ['admin'],
  },
  {
    name: 'authority: failed answer gives none',
    call: () => fetchCurrentAuthority(),
    url: authorityUrl,
    options: { method: 'GET' },
    reply: { success: false, message: 'no' },
    result: undefined,
  },
  {
    name: 'house alias',
    call: () => fetchHouseAlias(),
    url: aliasUrl,
    options: { method: 'GET' },
    reply: { success: true, result: { houseAlias: '单元' } },
    result: '单元',
  },
  ...(
    [
      ['Y', true],
      ['1', true],
      ['true', true],
      ['N', false],
      ['0', false],
      [null, false],
    ] as const
  ).map(([reply, result]) => ({
    name: `sync flag ${String(reply)} → ${result}`,
    call: () => fetchSyncWuyeFlag(),
    url: profileUrl,
    options: profileOptions,
    reply,
    result,
  })),
]);

describe('sync flag when the call fails', () => {
  it.each([
    ['business failure', new RequestError('business', 'failed')],
    ['network', new RequestError('network', 'down')],
    ['anything thrown', new Error('boom')],
  ])('%s → true', async (_name, error) => {
    requestMock.mockReset();
    requestMock.mockRejectedValue(error);
    await expect(fetchSyncWuyeFlag()).resolves.toBe(true);
  });
});

describe('pure helpers', () => {
  it.each([
    [{ success: true, result: { houseAlias: ' 户 ' } }, '户'],
    [{ success: true, result: { houseAlias: '' } }, '房间'],
    [{ success: true, result: {} }, '房间'],
    [{ success: false, result: { houseAlias: '户' } }, '房间'],
    [null, '房间'],
  ])('house alias of %j → %s', (response, expected) => {
    expect(toHouseAlias(response)).toBe(expected);
  });

  it.each([
    ['Y', true],
    ['yes', true],
    [' TRUE ', true],
    ['N', false],
    ['', false],
    [undefined, false],
  ])('flag %j → %s', (value, expected) => {
    expect(isFlagSet(value)).toBe(expected);
  });
});
