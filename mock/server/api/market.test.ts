// The platform market: the organisation's feedback switch, and feedback sent to it (kept per
// organisation, refused where the switch is off, checked field by field in the caller's language).
import { FEEDBACK_LIMITS } from '../../../src/services/admin/types';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const config = (token: string, tenantId: number) =>
  callApi(t.url, `/hadm/v1/${tenantId}/market/config`, { token });
const send = (token: string, tenantId: number, body: unknown) =>
  callApi(t.url, `/hadm/v1/${tenantId}/market/feedback`, { method: 'POST', token, body });

describe('market config', () => {
  it.each([
    ['admin, platform role', 'admin' as const, 1, 0, true],
    ['alice in Acme', 'alice' as const, 11, 1, true],
    ['alice in Globex', 'alice' as const, 12, 2, false],
  ])('%s: feedbackFlag %s', async (_who, user, roleId, tenantId, feedbackFlag) => {
    const token = await sessionAs(t, user, roleId);
    expect((await config(token, tenantId)).body).toEqual({ feedbackFlag });
  });

  it('answers only for the session organisation', async () => {
    const token = await sessionAs(t, 'alice', 11);
    expect((await config(token, 2)).body).toMatchObject({
      failed: true,
      code: 'error.permission.tenant_mismatch',
    });
  });
});

describe('feedback', () => {
  it('is kept for the organisation, with who sent it, when and from which page', async () => {
    const token = await sessionAs(t, 'alice', 11);
    const answer = await send(token, 1, {
      title: '  Export  ',
      content: 'The export button is hard to find',
      pageUrl: '/hiam/user/info?tab=2',
    });
    expect(answer.body).toEqual({
      feedbackId: 1,
      tenantId: 1,
      createdBy: 'alice',
      title: 'Export',
      content: 'The export button is hard to find',
      pageUrl: '/hiam/user/info?tab=2',
      creationDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(t.gateway.state.admin.feedback.list(1)).toEqual([answer.body]);
    expect(t.gateway.state.admin.feedback.list(2)).toEqual([]);
  });

  it('is refused where the organisation collects none', async () => {
    const token = await sessionAs(t, 'alice', 12);
    expect((await send(token, 2, { title: 'Hi', content: 'there' })).body).toMatchObject({
      failed: true,
      code: 'error.feedback.disabled',
      type: 'warn',
      message: 'Feedback is not enabled for this organisation.',
    });
  });

  it.each([
    ['no title', { content: 'x' }, 'title is required'],
    ['a blank content', { title: 'x', content: '  ' }, 'content must not be empty'],
    [
      'a title too long',
      { title: 'x'.repeat(FEEDBACK_LIMITS.title + 1), content: 'x' },
      `title must be at most ${FEEDBACK_LIMITS.title} characters`,
    ],
    [
      'a content too long',
      { title: 'x', content: 'x'.repeat(FEEDBACK_LIMITS.content + 1) },
      `content must be at most ${FEEDBACK_LIMITS.content} characters`,
    ],
    [
      'an address that is not a page of ours',
      { title: 'x', content: 'y', pageUrl: 'https://evil.example/' },
      'pageUrl must be a path of this site',
    ],
  ])('refuses %s, saying which field', async (_case, body, message) => {
    const token = await sessionAs(t, 'alice', 11);
    expect((await send(token, 1, body)).body).toMatchObject({
      failed: true,
      code: 'error.param.invalid',
      message,
    });
    expect(t.gateway.state.admin.feedback.list(1)).toEqual([]);
  });

  it('answers in the caller’s language', async () => {
    const token = await sessionAs(t, 'admin', 1); // admin reads Chinese
    expect((await send(token, 0, { title: '', content: 'x' })).body).toMatchObject({
      message: 'title 不能为空',
    });
  });
});
