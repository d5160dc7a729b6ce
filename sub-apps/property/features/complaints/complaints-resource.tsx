/**
 * Complaints and suggestions as a resource: search by kind, status, house and title; each with
 * its house (under the tenant's room label), submitter, status and how many replies it has. Its
 * detail is the reply thread with a reply box (ComplaintDetail.tsx); an open or replied one is
 * closed after asking.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  type ComplaintDto,
  type ComplaintQuery,
} from '@polaris/core/services/property/service-types';
import { closeComplaint } from './api/close-complaint';
import { fetchComplaints } from './api/fetch-complaints';
import { ComplaintDetail } from './ComplaintDetail';
import {
  complaintKind,
  complaintPermission,
  COMPLAINTS_KEY,
  complaintStatus,
} from './complaint-views';

export const complaintsResource = defineResource<ComplaintDto, ComplaintQuery>({
  key: COMPLAINTS_KEY,
  texts: 'wuye.complaint',
  endpoint: fetchComplaints,
  rowKey: 'complaintId',
  search: [
    {
      name: 'kind',
      kind: 'select',
      options: (t) =>
        COMPLAINT_KINDS.map((code) => ({ value: code, label: t(`wuye.complaint.kind.${code}`) })),
    },
    {
      name: 'status',
      kind: 'select',
      options: (t) =>
        COMPLAINT_STATUSES.map((code) => ({
          value: code,
          label: t(`wuye.complaint.status.${code}`),
        })),
    },
    { name: 'houseName' },
    { name: 'title' },
  ],
  columns: [
    { field: 'kind', width: 90, kind: 'tag', status: complaintKind },
    { field: 'title', width: 220, opens: true },
    { field: 'houseName', width: 170, sort: true },
    { field: 'submitter', width: 110, sort: true },
    { field: 'status', width: 100, kind: 'tag', status: complaintStatus },
    { field: 'replyCount', width: 80, kind: 'number' },
    { field: 'createdAt', width: 160, kind: 'dateTime', sort: true },
  ],
  actions: [
    { key: 'detail', quiet: true },
    {
      key: 'close',
      permission: complaintPermission('close'),
      when: (complaint) => complaint.status !== 'CLOSED',
      confirm: {
        title: 'wuye.complaint.close.title',
        content: 'wuye.complaint.close.content',
        values: (complaint) => ({ title: complaint.title }),
        okText: 'wuye.complaint.action.close',
      },
      run: closeComplaint,
    },
  ],
  detail: {
    title: (complaint) => complaint.title,
    render: (complaint) => <ComplaintDetail complaintId={complaint.complaintId} />,
    width: 640,
  },
});
