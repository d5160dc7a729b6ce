/**
 * The complaint calls through the real client, as alice on Acme (Property Manager): the list,
 * one complaint with its thread and legacy files, a reply (under alice's name; the complaint
 * becomes REPLIED) and close, and the refusals the user is told (in alice's language, en_US).
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { closeComplaint } from './close-complaint';
import { fetchComplaint } from './fetch-complaint';
import { fetchComplaints } from './fetch-complaints';
import { replyComplaint } from './reply-complaint';

const api = serviceContract('alice');
const BASE = '/wy/api/v1.0/PROP';

const noticeSaying = (text: string) =>
  expect.arrayContaining([expect.objectContaining({ description: expect.stringContaining(text) })]);

describe('complaints and suggestions', () => {
  it('list: GET PROP/complaint with the filters; Acme’s only', async () => {
    const page = await fetchComplaints({ kind: 'COMPLAINT', title: '', sort: 'createdAt,asc' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: `${BASE}/complaint`,
      query: { kind: 'COMPLAINT', sort: 'createdAt,asc' },
    });
    expect(page.content.map((complaint) => complaint.complaintId)).toEqual([3, 1]);
    expect(page.content[0]).toMatchObject({ houseName: '阳光花园 1-103', replyCount: 2 });
    expect((await fetchComplaints({ title: 'Laundry' })).content).toEqual([]);
  });

  it('one complaint: its thread oldest first, and its legacy files', async () => {
    const complaint = await fetchComplaint(3);
    expect(api.onlySent()).toMatchObject({ method: 'GET', path: `${BASE}/complaint/3` });
    expect(complaint.replies.map((reply) => reply.author)).toEqual(['物业客服', '李梅']);
    expect((await fetchComplaint(1)).attachments).toEqual([
      expect.objectContaining({ fileName: '漏水照片.png', imageUrl: expect.any(String) }),
      { fileKey: 'wuye-doc-0001', fileName: '投诉说明.txt' },
    ]);
  });

  it('a reply joins the thread under alice’s name and marks the complaint REPLIED', async () => {
    const replied = await replyComplaint({ complaintId: 1, text: '已安排排水。' });
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: `${BASE}/complaint/reply`,
      query: {},
      body: { complaintId: 1, text: '已安排排水。' },
    });
    expect(replied.status).toBe('REPLIED');
    expect(replied.replies).toEqual([
      expect.objectContaining({ author: 'Alice Chen', text: '已安排排水。' }),
    ]);
    expect((await fetchComplaints({ title: '车库' })).content[0].replyCount).toBe(1);
  });

  it('close: CLOSED, and then it takes no reply', async () => {
    const closed = await closeComplaint({ complaintId: 2, objectVersionNumber: 1 });
    expect(closed.status).toBe('CLOSED');
    await expect(replyComplaint({ complaintId: 2, text: 'Late' })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.notices).toEqual(noticeSaying('Complaint 2 is closed'));
    expect((await fetchComplaint(2)).replies).toHaveLength(1);
  });

  it.each([
    ['read', () => fetchComplaint(901)],
    ['reply to', () => replyComplaint({ complaintId: 901, text: 'x' })],
    ['close', () => closeComplaint({ complaintId: 901, objectVersionNumber: 1 })],
  ])('Globex’s complaint is not there to %s', async (_what, call) => {
    await expect(call()).rejects.toMatchObject({ kind: 'business' });
  });

  it('a reply over 1,000 characters is refused', async () => {
    await expect(replyComplaint({ complaintId: 1, text: 'x'.repeat(1001) })).rejects.toMatchObject({
      kind: 'business',
    });
    expect(api.notices).toEqual(noticeSaying('at most 1000 characters'));
  });
});
