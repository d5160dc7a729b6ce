// Scope rows of the message routes (/hmsg): a user's own messages and bell, and the notice
// administrators' calls. See scoping-types.ts for what a row says.
import { firstMessageOf, otherUser, RECORDS, type Caller } from './scoping-fixtures';
import { forms, pathOnly, scoped, type Call, type Check, type ScopeTable } from './scoping-types';

const MESSAGES = '/hmsg/v1/:tid';

/** The other user still has their first message, unread. */
function messageStays(c: Caller): Check {
  const { user, tenantId } = otherUser(c.user);
  const id = firstMessageOf(user);
  return {
    user,
    path: `/hmsg/v1/${tenantId}/messages/user/${id}`,
    holds: (body) => (body as { userMessageId?: number; readFlag?: number }).readFlag === 0,
  };
}

const onOtherMessage = (call: (id: number) => Call) => (c: Caller) => [
  { ...call(firstMessageOf(otherUser(c.user).user)), still: messageStays(c) },
];

/**
 * The rows of a notice administrators' call, both forms: the tenant form for holders of its page
 * (the administrators), on the caller's organisation's notice; the site form for a site-level
 * role, on the platform's. With `probe`, the call is tried on another tenant's notice too (the
 * platform's are everybody's on the bell, not on these forms).
 */
function noticeAdmin(
  method: string,
  suffix: string,
  call: (noticeId: number) => Call,
  options: { probe?: boolean; checkOwn?: boolean } = {},
): ScopeTable {
  const row = (form: 'tenant' | 'site') =>
    scoped({
      own: (c) => call(RECORDS[form === 'site' ? 0 : c.tenantId].notice),
      role: (c) => (form === 'site' ? c.site : c.admin),
      checkOwn: () => options.checkOwn ?? true,
      others: (_c, victim) =>
        options.probe && !(form === 'site' && victim === 0) ? [call(RECORDS[victim].notice)] : [],
    });
  return {
    ...forms(method, `/hmsg/v1/:tid/notices${suffix}`, row('tenant')),
    ...forms(method, `/hmsg/v1/notices${suffix}`, row('site')),
  };
}

const DRAFT = {
  title: 'Probe',
  noticeContent: '<p>x</p>',
  noticeTypeCode: 'SYSTEM',
  receiverTypeCode: 'ANNOUNCE',
};
const noticeRef = (noticeId: number): Call => ({
  params: { noticeId },
  body: { objectVersionNumber: 1 },
});
const noticeEdit = (noticeId: number): Call => ({
  body: { ...DRAFT, noticeId, objectVersionNumber: 1 },
});

export const messageScopes: ScopeTable = {
  ...forms('GET', `${MESSAGES}/messages/user/count`, pathOnly()),
  ...forms('GET', `${MESSAGES}/messages/user/preview`, pathOnly()),
  ...forms('GET', `${MESSAGES}/messageCenter/userMessage/recent`, pathOnly()),
  ...forms('GET', `${MESSAGES}/messageCenter/userMessage/count`, pathOnly()),
  ...forms('GET', `${MESSAGES}/notices/user/preview`, pathOnly()),
  ...forms('POST', `${MESSAGES}/notices/user/clear`, pathOnly()),
  ...forms('GET', `${MESSAGES}/messages/user/clear`, pathOnly()),
  ...forms('GET', `${MESSAGES}/messages/user`, pathOnly()),
  ...forms(
    'GET',
    `${MESSAGES}/notices/user/:noticeId`,
    scoped({
      own: (c) => ({ params: { noticeId: RECORDS[c.tenantId].notice } }),
      others: (_c, victim) =>
        victim === 0 ? [] : [{ params: { noticeId: RECORDS[victim].notice } }],
    }),
  ),
  ...forms(
    'POST',
    `${MESSAGES}/messages/user/read-flag`,
    scoped({
      own: () => ({ query: 'readAll=1' }),
      otherUser: onOtherMessage((id) => ({ query: `userMessageIds=${id}` })),
    }),
  ),
  ...forms(
    'DELETE',
    `${MESSAGES}/messages/user`,
    scoped({
      own: (c) => ({ body: [firstMessageOf(c.user)] }),
      otherUser: onOtherMessage((id) => ({ body: [id] })),
    }),
  ),
  ...forms(
    'GET',
    `${MESSAGES}/messages/user/:userMessageId`,
    scoped({
      own: (c) => ({ params: { userMessageId: firstMessageOf(c.user) } }),
      otherUser: onOtherMessage((id) => ({ params: { userMessageId: id } })),
    }),
  ),
  ...noticeAdmin('GET', '', () => ({})),
  ...noticeAdmin('GET', '/:noticeId', (noticeId) => ({ params: { noticeId } }), { probe: true }),
  ...noticeAdmin('POST', '', () => ({ body: DRAFT })),
  // a published notice cannot be edited nor published again: no own call to check
  ...noticeAdmin('PUT', '', noticeEdit, { probe: true, checkOwn: false }),
  ...noticeAdmin('POST', '/:noticeId/publish', noticeRef, { probe: true, checkOwn: false }),
  ...noticeAdmin('POST', '/:noticeId/revoke', noticeRef, { probe: true }),
};
