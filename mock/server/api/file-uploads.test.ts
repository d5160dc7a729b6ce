// What an upload may be called and where it may go, and how a download is served: a scriptable
// stored type (HTML, SVG, XML, JavaScript) comes back as an attachment the browser will not run.
import { downloadPath, uploadFile } from '../../testing/file-calls';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const MULTIPART = '/hfle/v1/files/multipart';

async function send(name: string, extra: Record<string, string> = {}, type = 'text/plain') {
  const token = t.gateway.state.signIn('admin').accessToken;
  const file = { name, type, bytes: Buffer.from('<script>alert(1)</script>') };
  const answer = await uploadFile(t.url, token, MULTIPART, { bucketName: 'hfle', ...extra }, file);
  return { token, answer };
}

/** The names of the files stored in bucket hfle, as admin's file summary lists them. */
async function storedNames(token: string): Promise<string[]> {
  const page = await callApi(t.url, '/hfle/v1/files?bucketName=hfle&size=100', { token });
  return page.body.content.map((row: { fileName: string }) => row.fileName);
}

describe('refused uploads store nothing and say why', () => {
  it.each([
    [
      'a climbing directory',
      'a.txt',
      { directory: 'docs/../../etc' },
      'error.file.directory_invalid',
      "must not climb: '.' and '..' are not folder names",
    ],
    [
      'a directory of backslashes',
      'a.txt',
      { directory: 'docs\\..\\x' },
      'error.file.directory_invalid',
      "must separate folders with '/', not backslashes",
    ],
    [
      'an absolute directory',
      'a.txt',
      { directory: '/etc' },
      'error.file.directory_invalid',
      "must be relative: no leading '/', drive or scheme",
    ],
    [
      'a name of 256 characters',
      `${'n'.repeat(252)}.txt`,
      {},
      'error.file.name_too_long',
      'The file name has 256 characters: at most 255 are allowed',
    ],
    [
      'a right-to-left override in the name',
      'photo\u202egpj.exe',
      {},
      'error.file.name_invalid',
      'direction control U+202E',
    ],
    [
      'a control character in the name',
      'bell\u0007.txt',
      {},
      'error.file.name_invalid',
      'control character U+0007',
    ],
  ])('%s', async (_label, name, extra, code, says) => {
    const { token, answer } = await send(name, extra);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      failed: true,
      code,
      message: expect.stringContaining(says),
      type: 'error',
    });
    expect(await storedNames(token)).not.toContain(name);
  });

  it('takes a name of exactly 255 characters and a nested relative directory', async () => {
    const name = `${'n'.repeat(251)}.txt`;
    const { token, answer } = await send(name, { directory: 'docs/2024' });
    expect(answer.text).toContain('/hfle-files/hfle/docs/2024/');
    expect(await storedNames(token)).toContain(name);
  });
});

describe('downloads', () => {
  async function served(name: string, type: string) {
    const { token, answer } = await send(name, {}, type);
    const response = await fetch(`${t.url}${downloadPath('', 'hfle', answer.text, token)}`);
    return {
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      nosniff: response.headers.get('x-content-type-options'),
      body: await response.text(),
    };
  }

  it.each([
    ['page.html', 'text/html'],
    ['drawing.svg', 'image/svg+xml'],
    ['page.xhtml', 'application/xhtml+xml'],
    ['data.xml', 'text/xml'],
    ['app.js', 'text/javascript'],
  ])('serve %s (stored as %s) as an opaque attachment', async (name, type) => {
    expect(await served(name, type)).toEqual({
      type: 'application/octet-stream',
      disposition: `attachment; filename*=UTF-8''${name}`,
      nosniff: 'nosniff',
      body: '<script>alert(1)</script>',
    });
  });

  it('serve a passive type as stored', async () => {
    expect(await served('photo.png', 'image/png')).toMatchObject({
      type: 'image/png',
      nosniff: 'nosniff',
    });
  });

  it('serve the seed SVG as an opaque attachment too', async () => {
    const token = t.gateway.state.signIn('alice').accessToken;
    const list = await callApi(t.url, '/hfle/v1/1/files?fileName=site-plan', { token });
    const url = list.body.content[0].fileUrl as string;
    const response = await fetch(`${t.url}${downloadPath('/1', 'hfle', url, token)}`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(await response.text()).toContain('<svg');
  });
});
