// Complaints and suggestions of the property office (`/wy/api/:version/PROP/complaint`, issue
// 23): the list, one complaint with its reply thread (oldest first) and its legacy files, a reply
// (the complaint becomes REPLIED; the author is the caller's name) and close. Every store is the
// session organisation's: an id of another organisation is not found.
import { t } from '../../data/lov-types';
import { COMPLAINT_REPLY_MAX } from '../../../src/services/property/service-flow';
import type {
  ComplaintDetailDto,
  ComplaintDto,
} from '../../../src/services/property/service-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import type { StoredComplaint } from '../property/complaint-store';
import { requirePermission } from './admin-common';
import { propertyRoute, wyOk, wyPage, type PropertyHandler } from './property-common';

export const COMPLAINT_REPLY = 'acme.property.complaint.button.reply';
export const COMPLAINT_CLOSE = 'acme.property.complaint.button.close';

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function complaintRow(ctx: UserContext, complaint: StoredComplaint): ComplaintDto {
  const { tenantId, replies, attachments: _files, ...row } = complaint;
  const house = ctx.state.property.houses.findHouse(tenantId, row.houseId);
  return { ...row, houseName: house?.houseName ?? row.houseId, replyCount: replies.length };
}

function complaintDetail(ctx: UserContext, complaint: StoredComplaint): ComplaintDetailDto {
  return {
    ...complaintRow(ctx, complaint),
    replies: complaint.replies.map((reply) => ({ ...reply })),
    attachments: complaint.attachments.map((file) => ({ ...file })),
  };
}

const listComplaints: PropertyHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const kind = query.text('kind') ?? undefined;
  const status = query.text('status') ?? undefined;
  const house = query.text('houseName') ?? undefined;
  const title = query.text('title') ?? undefined;
  const rows = ctx.state.property.complaints
    .list(tenantOf(ctx))
    .map((complaint) => complaintRow(ctx, complaint))
    .filter(
      (row) =>
        (kind === undefined || row.kind === kind) &&
        (status === undefined || row.status === status) &&
        contains(row.houseName, house) &&
        contains(row.title, title),
    );
  return wyPage(
    rows,
    ctx.query,
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.complaintId - a.complaintId,
  );
};

function complaintIdOf(ctx: UserContext): number {
  const id = Number(ctx.params.complaintId);
  if (!Number.isInteger(id) || id < 1) {
    throw invalid('complaintId 必须是正整数', 'complaintId must be a positive integer');
  }
  return id;
}

const getComplaint: PropertyHandler = (ctx) =>
  wyOk(complaintDetail(ctx, ctx.state.property.complaints.get(tenantOf(ctx), complaintIdOf(ctx))));

const replyComplaint: PropertyHandler = async (ctx) => {
  requirePermission(ctx, COMPLAINT_REPLY, t('回复投诉建议', 'reply to complaints'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const complaintId = reader.requiredInt('complaintId', { min: 1 });
  const text = reader.requiredText('text', COMPLAINT_REPLY_MAX);
  const author = ctx.state.accounts.profile(ctx.session.userId).realName;
  const replied = ctx.state.property.complaints.reply(tenantOf(ctx), complaintId, author, text);
  return wyOk(complaintDetail(ctx, replied));
};

const closeComplaint: PropertyHandler = async (ctx) => {
  requirePermission(ctx, COMPLAINT_CLOSE, t('关闭投诉建议', 'close complaints'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const closed = ctx.state.property.complaints.close(
    tenantOf(ctx),
    reader.requiredInt('complaintId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
  );
  return wyOk(complaintDetail(ctx, closed));
};

export const complaintRoutes: ApiRoute[] = [
  propertyRoute('GET', '/complaint', listComplaints),
  propertyRoute('GET', '/complaint/:complaintId', getComplaint),
  propertyRoute('POST', '/complaint/reply', replyComplaint),
  propertyRoute('POST', '/complaint/close', closeComplaint),
];
