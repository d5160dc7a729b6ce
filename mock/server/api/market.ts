// The platform market (HZERO admin service, /hadm): the organisation's market switches and the
// feedback its users send from the user menu. Tenant scoped: the organisation in the path must be
// the session's. Neither the spec nor hzero-api.md gives these calls; mock/README.md "Market"
// says what we chose.
import { FEEDBACK_LIMITS } from '../../../src/services/admin/types';
import { FEEDBACK_TENANTS } from '../../data/market';
import { t } from '../../data/lov-types';
import { AdminFailure } from '../admin/failure';
import { FieldReader, objectBody } from '../admin/input';
import type { MarketConfig } from '../admin/wire';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import { adminHandler, type AdminHandler } from './admin-common';

const marketConfig: AdminHandler = (ctx) => {
  const answer: MarketConfig = { feedbackFlag: FEEDBACK_TENANTS.has(ctx.session.tenantId) };
  return json(answer);
};

/** The path of a page of ours (what the client sends as `pageUrl`), or a refusal. */
function pagePath(reader: FieldReader): string | undefined {
  const value = reader.text('pageUrl', { max: 500 }) ?? undefined;
  if (value !== undefined && !/^\/(?!\/)/.test(value)) {
    reader.fail('pageUrl', '必须是本站页面的路径', 'must be a path of this site');
  }
  return value || undefined;
}

const sendFeedback: AdminHandler = async (ctx) => {
  if (!FEEDBACK_TENANTS.has(ctx.session.tenantId)) {
    throw new AdminFailure(
      'error.feedback.disabled',
      t('当前组织未开启意见反馈。', 'Feedback is not enabled for this organisation.'),
      'warn',
    );
  }
  const reader = new FieldReader(objectBody(await ctx.body()));
  const title = reader.requiredText('title', FEEDBACK_LIMITS.title);
  const content = reader.requiredText('content', FEEDBACK_LIMITS.content);
  const pageUrl = pagePath(reader);
  const createdBy = ctx.state.accounts.user(ctx.session.userId).loginName;
  const record = ctx.state.admin.feedback.add({
    tenantId: ctx.session.tenantId,
    createdBy,
    title,
    content,
    pageUrl,
  });
  return json(record);
};

export const marketRoutes: ApiRoute[] = [
  userRoute('GET', '/hadm/v1/:tenantId/market/config', adminHandler(marketConfig)),
  userRoute('POST', '/hadm/v1/:tenantId/market/feedback', adminHandler(sendFeedback)),
];
