// A published notice lends its readers the files its own tenant attached to it (bucket hmsg):
// alice (Acme) opens and downloads a platform notice's attachment, but cannot delete it, and a
// notice cannot lend another tenant's files.
import { downloadPath, uploadFile } from '../../testing/file-calls';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const draft = {
  title: 'Fire drill',
  noticeContent: '<p>Assemble at the gate</p>',
  noticeTypeCode: 'SYSTEM',
  receiverTypeCode: 'ANNOUNCE',
};

/** admin (platform role) uploads `route-map.txt` into a new hmsg attachment; its UUID and URL. */
async function platformAttachment(admin: string) {
  const uuid = (await callApi(t.url, '/hfle/v1/files/uuid', { method: 'POST', token: admin })).body
    .content as string;
  const file = { name: 'route-map.txt', type: 'text/plain', bytes: Buffer.from('gate B') };
  const fields = { bucketName: 'hmsg', attachmentUUID: uuid, directory: 'notices' };
  const url = (await uploadFile(t.url, admin, '/hfle/v1/files/attachment/multipart', fields, file))
    .text;
  return { uuid, url };
}

/** Writes and publishes a notice of the session's organisation (site form for the platform). */
async function publish(token: string, prefix: string, attachmentUuid: string) {
  const created = await callApi(t.url, `/hmsg/v1${prefix}/notices`, {
    method: 'POST',
    token,
    body: { ...draft, attachmentUuid },
  });
  await callApi(t.url, `/hmsg/v1${prefix}/notices/${created.body.noticeId}/publish`, {
    method: 'POST',
    token,
    body: { objectVersionNumber: 1 },
  });
  return created.body.noticeId as number;
}

const names = async (token: string, uuid: string) =>
  (await callApi(t.url, `/hfle/v1/1/files/${uuid}/file?bucketName=hmsg`, { token })).body.map(
    (row: { fileName: string }) => row.fileName,
  );

it("lends a published platform notice's files to its readers, to read only", async () => {
  const admin = t.gateway.state.signIn('admin').accessToken;
  const { uuid, url } = await platformAttachment(admin);
  const alice = t.gateway.state.signIn('alice').accessToken;
  expect(await names(alice, uuid)).toEqual([]); // not published yet

  await publish(admin, '', uuid);
  expect(await names(alice, uuid)).toEqual(['route-map.txt']);
  const bytes = await fetch(`${t.url}${downloadPath('/1', 'hmsg', url, alice)}`);
  expect(await bytes.text()).toBe('gate B');

  await callApi(t.url, '/hfle/v1/1/files/delete-by-url?bucketName=hmsg', {
    method: 'POST',
    token: alice,
    body: [url],
  });
  expect(await names(alice, uuid)).toEqual(['route-map.txt']);
});

it("does not lend another tenant's files named by a notice", async () => {
  const admin = t.gateway.state.signIn('admin').accessToken;
  const { uuid } = await platformAttachment(admin); // a platform (tenant 0) file
  await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token: admin }); // Acme
  const noticeId = await publish(admin, '/1', uuid);
  const alice = t.gateway.state.signIn('alice').accessToken;
  const read = await callApi(t.url, `/hmsg/v1/1/notices/user/${noticeId}`, { token: alice });
  expect(read.body).toMatchObject({ attachmentUuid: uuid }); // alice reads the notice
  expect(await names(alice, uuid)).toEqual([]); // but not the platform's file
});
