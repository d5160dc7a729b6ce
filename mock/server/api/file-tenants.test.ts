// /hfle by tenant: a caller reaches its session organisation's files only (a site-level role on
// the site form reaches every tenant's). Another tenant's file answers like a missing one: absent
// from lists, `error.file.not_found` on download, untouched by deletes. Seed URLs are random.
import { SEED_ATTACHMENT_UUID } from '../../data/files';
import { downloadPath } from '../../testing/file-calls';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;

const PLATFORM_UUID = 'c0ffee00d1ce4a5e9b7a5eed00000002'; // platform-logo.svg, tenant 0, hpfm
const GLOBEX_UUID = 'c0ffee00d1ce4a5e9b7a5eed00000003'; // shift-roster.csv, tenant 2, hmsg

interface Row {
  fileName: string;
  fileUrl: string;
  bucketName: string;
}

/** The URL of a seed file, as admin's site-level file summary lists it (a new admin sign-in). */
async function seedUrl(fileName: string): Promise<string> {
  const page = await callApi(t.url, `/hfle/v1/files?fileName=${fileName}`, {
    token: tokenOf('admin'),
  });
  return (page.body.content as Row[])[0].fileUrl;
}

const listNames = async (token: string, path: string) =>
  ((await callApi(t.url, path, { token })).body as Row[]).map((row) => row.fileName);

const notFound = (url: string) => ({
  failed: true,
  code: 'error.file.not_found',
  message: `File not found: ${url}`,
  type: 'error',
});

describe('lists by attachment', () => {
  it.each([
    ["the platform's attachment", PLATFORM_UUID, '/hfle/v1/1'],
    ["the platform's attachment on the site form", PLATFORM_UUID, '/hfle/v1'],
    ["another organisation's attachment", GLOBEX_UUID, '/hfle/v1/1'],
  ])('shows alice nothing of %s', async (_label, uuid, prefix) => {
    expect(await listNames(tokenOf('alice'), `${prefix}/files/${uuid}/file`)).toEqual([]);
  });

  it("shows a site-level role every tenant's on the site form, its own on the tenant form", async () => {
    const admin = tokenOf('admin');
    const seed = `files/${SEED_ATTACHMENT_UUID}/file`;
    expect(await listNames(admin, `/hfle/v1/${seed}`)).toHaveLength(3);
    expect(await listNames(admin, `/hfle/v1/0/${seed}`)).toEqual([]);
    expect(await listNames(admin, `/hfle/v1/0/files/${PLATFORM_UUID}/file`)).toEqual([
      'platform-logo.svg',
    ]);
  });
});

describe('downloads', () => {
  it.each([
    ['GET, tenant form', 'GET', '/1'],
    ['GET, site form', 'GET', ''],
    ['a posted form, tenant form', 'POST', '/1'],
    ['a posted form, site form', 'POST', ''],
  ])("answer alice's %s for the platform's file as for a missing one", async (_l, how, prefix) => {
    const token = tokenOf('alice');
    const url = await seedUrl('platform-logo.svg');
    const missing = url.replace(/\/[^/]*@/, '/0123456789abcdef0123456789abcdef@');
    const answers = [];
    for (const wanted of [url, missing]) {
      const result =
        how === 'GET'
          ? await callApi(t.url, downloadPath(prefix, 'hpfm', wanted, token))
          : await fetch(`${t.url}/hfle/v1${prefix}/files/download`, {
              method: 'POST',
              body: new URLSearchParams({ bucketName: 'hpfm', url: wanted, access_token: token }),
            }).then(async (response) => ({ status: response.status, body: await response.json() }));
      answers.push({ status: result.status, body: result.body });
    }
    expect(answers).toEqual([
      { status: 200, body: notFound(url) },
      { status: 200, body: notFound(missing) },
    ]);
  });

  it('give a site-level role any tenant’s file on the site form only', async () => {
    const url = await seedUrl('shift-roster.csv');
    const admin = tokenOf('admin');
    const site = await fetch(`${t.url}${downloadPath('', 'hmsg', url, admin)}`);
    expect(await site.text()).toContain('L1,early,Wang');
    const tenant = await callApi(t.url, downloadPath('/0', 'hmsg', url), { token: admin });
    expect(tenant.body).toEqual(notFound(url));
  });

  it('follow the current role: admin as a tenant administrator of Acme reaches Acme only', async () => {
    const platform = await seedUrl('platform-logo.svg');
    const acme = await seedUrl('meter-readings.csv');
    const admin = tokenOf('admin');
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token: admin });
    const refused = await callApi(t.url, downloadPath('', 'hpfm', platform), { token: admin });
    expect(refused.body).toEqual(notFound(platform));
    const own = await fetch(`${t.url}${downloadPath('/1', 'hfle', acme, admin)}`);
    expect(await own.text()).toContain('A-101,2024-04');
  });
});

describe('deletes', () => {
  const stillThere = async () =>
    listNames(tokenOf('admin'), `/hfle/v1/files/${PLATFORM_UUID}/file`);

  it.each([
    ['delete-by-url, tenant form', '/hfle/v1/1/files/delete-by-url?bucketName=hpfm'],
    ['delete-by-url, site form', '/hfle/v1/files/delete-by-url?bucketName=hpfm'],
    [
      'delete-by-uuidurl',
      `/hfle/v1/1/files/delete-by-uuidurl?bucketName=hpfm&attachmentUUID=${PLATFORM_UUID}`,
    ],
    [
      'delete-by-uuidurl/not-null',
      `/hfle/v1/files/delete-by-uuidurl/not-null?bucketName=hpfm&attachmentUUID=${PLATFORM_UUID}&directory=branding`,
    ],
  ])("by alice with %s leave the platform's file alone", async (_label, path) => {
    const url = await seedUrl('platform-logo.svg');
    const result = await callApi(t.url, path, {
      method: 'POST',
      token: tokenOf('alice'),
      body: [url],
    });
    expect(result.status).toBe(200);
    expect(result.body).toBe('');
    expect(await stillThere()).toEqual(['platform-logo.svg']);
  });

  it("by a site-level role on the site form delete another tenant's file", async () => {
    const url = await seedUrl('shift-roster.csv');
    await callApi(t.url, '/hfle/v1/files/delete-by-url?bucketName=hmsg', {
      method: 'POST',
      token: tokenOf('admin'),
      body: [url],
    });
    expect(await listNames(tokenOf('admin'), `/hfle/v1/files/${GLOBEX_UUID}/file`)).toEqual([]);
  });
});

describe('seed URLs', () => {
  it('carry a random key, new at every reset; the old URL then finds nothing', async () => {
    const before = await seedUrl('site-plan.svg');
    expect(before).toMatch(/\/hfle-files\/hfle\/contracts\/[0-9a-f]{32}@site-plan\.svg$/);
    t.gateway.state.reset();
    const after = await seedUrl('site-plan.svg');
    expect(after).not.toBe(before);
    const old = await callApi(t.url, downloadPath('/1', 'hfle', before), {
      token: tokenOf('alice'),
    });
    expect(old.body).toEqual(notFound(before));
  });
});
