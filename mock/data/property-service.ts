// Customer service of the property variant (issue 23): repair workers, repair orders and
// complaints and suggestions (with their reply threads and legacy attachments). Acme (tenant 1)
// has several of each; Globex (tenant 2) one of each, so every read and write can be probed
// across organisations. Houses are mock/data/property.ts's.
import { LEGACY_FILE_ORIGIN } from './files';
import type {
  ComplaintKind,
  ComplaintStatus,
  LegacyAttachment,
  RepairStatus,
} from '../../src/services/property/service-types';

export interface SeedWorker {
  workerId: number;
  tenantId: number;
  workerName: string;
  trade: string;
  phone: string;
}

export interface SeedRepairOrder {
  repairOrderId: number;
  tenantId: number;
  houseId: string;
  reporter: string;
  phone: string;
  description: string;
  status: RepairStatus;
  workerId: number | null;
  resolution: string | null;
  createdAt: string;
  dispatchedAt: string | null;
  closedAt: string | null;
}

export interface SeedComplaintReply {
  author: string;
  text: string;
  createdAt: string;
}

export interface SeedComplaint {
  complaintId: number;
  tenantId: number;
  kind: ComplaintKind;
  houseId: string;
  submitter: string;
  title: string;
  content: string;
  status: ComplaintStatus;
  createdAt: string;
  replies: SeedComplaintReply[];
  attachments: LegacyAttachment[];
}

export const seedWorkers: SeedWorker[] = [
  { workerId: 1, tenantId: 1, workerName: '刘师傅', trade: '水暖', phone: '13900000011' },
  { workerId: 2, tenantId: 1, workerName: '赵师傅', trade: '电工', phone: '13900000012' },
  { workerId: 3, tenantId: 1, workerName: '孙师傅', trade: '综合维修', phone: '13900000013' },
  { workerId: 4, tenantId: 2, workerName: 'Sam Ortiz', trade: 'Maintenance', phone: '+1 555 0190' },
];

const order = (
  repairOrderId: number,
  tenantId: number,
  houseId: string,
  reporter: string,
  phone: string,
  description: string,
  createdAt: string,
  more: Partial<SeedRepairOrder> = {},
): SeedRepairOrder => ({
  repairOrderId,
  tenantId,
  houseId,
  reporter,
  phone,
  description,
  status: 'NEW',
  workerId: null,
  resolution: null,
  createdAt,
  dispatchedAt: null,
  closedAt: null,
  ...more,
});

export const seedRepairOrders: SeedRepairOrder[] = [
  order(1, 1, 'H101', '王建国', '13800000001', '厨房水龙头漏水', '2026-11-20 09:12:00'),
  order(2, 1, 'H202', '陈志强', '13800000003', '客厅插座没有电', '2026-11-21 14:30:00'),
  order(3, 1, 'H103', '李梅', '13800000002', '卫生间地漏堵塞', '2026-11-18 08:45:00', {
    status: 'DISPATCHED',
    workerId: 1,
    dispatchedAt: '2026-11-18 10:00:00',
  }),
  // closed before photos were asked for: it has none
  order(4, 1, 'H201', '陈志强', '13800000003', '楼道感应灯不亮', '2026-11-02 19:20:00', {
    status: 'CLOSED',
    workerId: 2,
    resolution: '更换了感应开关',
    dispatchedAt: '2026-11-03 09:00:00',
    closedAt: '2026-11-03 15:40:00',
  }),
  order(901, 2, 'G301', 'Dana Whitfield', '+1 555 0104', 'Radiator is cold', '2026-11-19 07:55:00'),
];

export const seedComplaints: SeedComplaint[] = [
  {
    complaintId: 1,
    tenantId: 1,
    kind: 'COMPLAINT',
    houseId: 'H101',
    submitter: '王建国',
    title: '地下车库有积水',
    // owners type what they like: shown as text, never as markup
    content: '下雨后车库 B2 层积水 <b>很深</b>，请尽快处理。',
    status: 'OPEN',
    createdAt: '2026-11-22 08:30:00',
    replies: [],
    attachments: [
      // stored files of the file service (mock/data/files.ts): the photo still points at the
      // property system's old storage host, which no longer answers
      {
        fileKey: 'wuye-photo-0001',
        fileName: '漏水照片.png',
        imageUrl: `${LEGACY_FILE_ORIGIN}/wuye/2024/leak-photo.png`,
      },
      { fileKey: 'wuye-doc-0001', fileName: '投诉说明.txt' },
    ],
  },
  {
    complaintId: 2,
    tenantId: 1,
    kind: 'SUGGESTION',
    houseId: 'H201',
    submitter: '陈志强',
    title: '建议增加快递柜',
    content: '小区门口快递堆放太多，建议在 2 号楼旁增加一组快递柜。',
    status: 'REPLIED',
    createdAt: '2026-11-15 20:05:00',
    replies: [
      {
        author: '物业客服',
        text: '感谢建议，我们已联系快递柜供应商，预计下月安装。',
        createdAt: '2026-11-16 09:10:00',
      },
    ],
    attachments: [],
  },
  {
    complaintId: 3,
    tenantId: 1,
    kind: 'COMPLAINT',
    houseId: 'H103',
    submitter: '李梅',
    title: '夜间装修噪音',
    content: '楼上晚上十点以后还在装修。',
    status: 'CLOSED',
    createdAt: '2026-11-01 22:40:00',
    replies: [
      {
        author: '物业客服',
        text: '已通知楼上住户遵守装修时间。',
        createdAt: '2026-11-02 08:20:00',
      },
      { author: '李梅', text: '已经安静了，谢谢。', createdAt: '2026-11-03 21:00:00' },
    ],
    attachments: [],
  },
  {
    complaintId: 901,
    tenantId: 2,
    kind: 'COMPLAINT',
    houseId: 'G301',
    submitter: 'Dana Whitfield',
    title: 'Laundry room door lock broken',
    content: 'The laundry room on floor 3 cannot be locked.',
    status: 'OPEN',
    createdAt: '2026-11-20 18:00:00',
    replies: [],
    attachments: [{ fileKey: 'globex/dorm/lock.jpg', fileName: 'lock.jpg' }],
  },
];
