// Stored-file links: a file's short-lived address by key, its redirect address (an image's
// retry), the old storage host's history address; reach as for any file of the caller.
import { LEGACY_FILE_ORIGIN } from '../../data/files';
import { SIGNED_LINK_LIFETIME_MS } from '../work/signed-file-links';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const ask = (path: string, token: string) =>
  callApi(t.url, `/hfle/v1/1/files/${path}`, { token }).then((answer) => answer.body);
const fetchPath = (url: string) => fetch(url.startsWith('http') ? url : `${t.url}${url}`);

describe('stored-file links (/hfle/v1/{tid}/files/...)', () => {
  it('a key gives an address that serves the file without a session, for five minutes', async () => {
    const token = signIn('alice');
    const { fileTokenUrl } = await ask('file-token-url?fileKey=wuye-doc-0001', token);
    expect(fileTokenUrl).toMatch(/\/hfle-signed\/[\w-]{20,}$/);
    expect(fileTokenUrl).not.toContain(token);
    const served = await fetchPath(fileTokenUrl);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('投诉说明');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    t.gateway.state.clock.advance(SIGNED_LINK_LIFETIME_MS);
    expect((await fetchPath(fileTokenUrl)).status).toBe(404);
  });

  it('an unknown key answers no address but a message, in the caller’s language', async () => {
    expect(await ask('file-token-url?fileKey=nope', signIn('alice'))).toEqual({
      message: 'The file does not exist or has been deleted',
    });
  });

  it('an image’s redirect address by key, and the history address of the old host', async () => {
    const token = signIn('alice');
    const { redirectUrl } = await ask('redirect-url?fileKey=wuye-photo-0001', token);
    const image = await fetchPath(redirectUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    const legacy = `${LEGACY_FILE_ORIGIN}/wuye/2024/leak-photo.png`;
    const { historyUrl } = await ask(`history-url?url=${encodeURIComponent(legacy)}`, token);
    expect((await fetchPath(historyUrl)).status).toBe(200);
  });

  it('a key of another organisation is not there for the caller; no session, no answer', async () => {
    const globex = t.gateway.state.signIn('alice');
    await callApi(t.url, '/iam/v1/users/tenant-id?tenantId=2', {
      method: 'PUT',
      token: globex.accessToken,
    });
    expect(
      (
        await callApi(t.url, '/hfle/v1/2/files/file-token-url?fileKey=wuye-doc-0001', {
          token: globex.accessToken,
        })
      ).body,
    ).toEqual({ message: 'The file does not exist or has been deleted' });
    expect(
      (await callApi(t.url, '/hfle/v1/1/files/file-token-url?fileKey=wuye-doc-0001')).status,
    ).toBe(401);
  });
});
