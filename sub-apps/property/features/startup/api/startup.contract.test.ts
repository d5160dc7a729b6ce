/**
 * The property start-up's calls through the real clients, as alice under Acme (property
 * manager): what each sent, what it made of the gateway's answer, and its failures.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchAuthority } from './fetch-authority';
import { fetchHouseAlias } from './fetch-house-alias';
import { fetchSelfTenantId } from './fetch-self-tenant';
import { fetchSyncFlag } from './fetch-sync-flag';
import { fetchFileTokenUrl, fetchHistoryUrl, fetchRedirectUrl } from './stored-file-addresses';

const api = serviceContract('alice');

describe('the property start-up’s calls', () => {
  it('authority: GET /wy/api/v1.0/AuthorityApi/GetCurrentAuthority with the bearer token', async () => {
    const codes = await fetchAuthority();
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/wy/api/v1.0/AuthorityApi/GetCurrentAuthority',
    });
    expect(codes).toEqual(expect.arrayContaining(['Pages.Property.House']));
    expect(codes).not.toContain('Pages.Administration');
  });

  it('authority refused: the call fails with the server’s message', async () => {
    api.fault({
      path: 'GetCurrentAuthority',
      status: 503,
      body: { success: false, error: { message: 'Authority service is down' } },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchAuthority()).rejects.toMatchObject({ kind: 'business' });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('503'),
      expect.stringContaining('Authority service is down'),
    );
    logged.mockRestore();
  });

  it('room label, the self user’s organisation and its sync flag', async () => {
    expect(await fetchHouseAlias()).toBe('房间');
    expect(await fetchSelfTenantId()).toBe(1);
    expect(await fetchSyncFlag(1)).toBe('true');
    expect(api.sent().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /wy/api/v1.0/PROP/charging-parameter-setting/house-alias',
      'GET /iam/hzero/v1/users/self',
      'GET /hpfm/v1/1/profile-value',
    ]);
    expect(api.sent()[2].query).toEqual({ profileName: 'SYNC_WUYE_FLAG' });
  });

  it('a stored file’s addresses by key and by the old host’s address', async () => {
    expect((await fetchFileTokenUrl('wuye-doc-0001')).fileTokenUrl).toMatch(/\/hfle-signed\//);
    expect((await fetchRedirectUrl('wuye-photo-0001')).redirectUrl).toMatch(/\/hfle-signed\//);
    expect(
      (await fetchHistoryUrl('http://legacy-files.localhost/wuye/2024/leak-photo.png')).historyUrl,
    ).toMatch(/\/hfle-signed\//);
    expect(await fetchFileTokenUrl('no-such-key')).toEqual({
      message: 'The file does not exist or has been deleted',
    });
    expect(api.sent()[0]).toMatchObject({
      path: '/hfle/v1/1/files/file-token-url',
      query: { fileKey: 'wuye-doc-0001' },
    });
  });
});
