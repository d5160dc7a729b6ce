// Seed station messages per user and notices per tenant. Times are relative to the moment of the
// (re)seed: `daysAgo` calendar days back (GMT+8) at `at`, so the client's "today / yesterday /
// weekday / full date" rendering always has every case.

export type UserMessageTypeCode = 'MSG' | 'NOTICE';

export interface SeedMessage {
  subject: string;
  content: string;
  typeCode: UserMessageTypeCode;
  daysAgo: number;
  at: string;
  read: boolean;
}

export const MESSAGE_TYPE_MEANINGS: Record<UserMessageTypeCode, { zh_CN: string; en_US: string }> =
  {
    MSG: { zh_CN: '站内消息', en_US: 'Message' },
    NOTICE: { zh_CN: '通知', en_US: 'Notice' },
  };

/** Messages by login name; each user's list is in their own language. */
export const seedMessages: Record<string, SeedMessage[]> = {
  admin: [
    {
      subject: '系统升级完成',
      content: '平台已升级到 1.8.0，请刷新页面。',
      typeCode: 'NOTICE',
      daysAgo: 0,
      at: '09:15',
      read: false,
    },
    {
      subject: '新租户申请待审批',
      content: 'Globex Manufacturing 提交了租户开通申请。',
      typeCode: 'MSG',
      daysAgo: 0,
      at: '08:05',
      read: false,
    },
    {
      subject: '导出任务已完成',
      content: '租户列表导出已完成，可在下载中心获取。',
      typeCode: 'MSG',
      daysAgo: 1,
      at: '17:42',
      read: false,
    },
    {
      subject: '密码即将过期',
      content: '你的密码将在 7 天后过期，请及时修改。',
      typeCode: 'NOTICE',
      daysAgo: 1,
      at: '10:00',
      read: true,
    },
    {
      subject: '定时任务执行失败',
      content: '任务 HPFM.CLEAN_LOG 执行失败，请检查调度日志。',
      typeCode: 'MSG',
      daysAgo: 3,
      at: '02:30',
      read: false,
    },
    {
      subject: '审计报告已生成',
      content: '上周的审计报告已生成。',
      typeCode: 'MSG',
      daysAgo: 5,
      at: '11:20',
      read: true,
    },
    {
      subject: '欢迎使用 Polaris',
      content: '这是你的第一条站内消息。',
      typeCode: 'NOTICE',
      daysAgo: 12,
      at: '09:00',
      read: true,
    },
    {
      subject: '存储空间提醒',
      content: '文件服务 hfle 桶使用量超过 80%。',
      typeCode: 'MSG',
      daysAgo: 40,
      at: '15:45',
      read: false,
    },
  ],
  alice: [
    {
      subject: 'Repair request R-1024 assigned to you',
      content: 'Leaking tap in A-101, reported by the tenant.',
      typeCode: 'MSG',
      daysAgo: 0,
      at: '10:30',
      read: false,
    },
    {
      subject: 'Lease A-101 renewed',
      content: 'The lease for A-101 was renewed until 2026-05-31.',
      typeCode: 'NOTICE',
      daysAgo: 1,
      at: '14:10',
      read: false,
    },
    {
      subject: 'Meter readings due',
      content: 'Please enter this month’s meter readings for building A.',
      typeCode: 'MSG',
      daysAgo: 2,
      at: '09:00',
      read: true,
    },
    {
      subject: 'Production plan approved',
      content: 'Plan P-2024-18 for Globex was approved.',
      typeCode: 'MSG',
      daysAgo: 4,
      at: '16:25',
      read: false,
    },
    {
      subject: 'Welcome to Polaris',
      content: 'This is your first message.',
      typeCode: 'NOTICE',
      daysAgo: 9,
      at: '08:30',
      read: true,
    },
    {
      subject: 'Quarterly inspection',
      content: 'The quarterly fire-safety inspection is scheduled.',
      typeCode: 'NOTICE',
      daysAgo: 33,
      at: '13:00',
      read: false,
    },
  ],
};

export type ReceiverTypeCode = 'ANNOUNCE' | 'NOTIFY';

export interface SeedNotice {
  noticeId: number;
  /** 0: published to every tenant. */
  tenantId: number;
  title: { zh_CN: string; en_US: string };
  noticeTypeCode: 'SYSTEM' | 'MAINTENANCE' | 'BUSINESS';
  receiverTypeCode: ReceiverTypeCode;
  daysAgo: number;
  at: string;
}

export const NOTICE_TYPE_MEANINGS: Record<
  SeedNotice['noticeTypeCode'],
  { zh_CN: string; en_US: string }
> = {
  SYSTEM: { zh_CN: '系统公告', en_US: 'System announcement' },
  MAINTENANCE: { zh_CN: '维护通知', en_US: 'Maintenance' },
  BUSINESS: { zh_CN: '业务通知', en_US: 'Business notice' },
};

export const RECEIVER_TYPE_MEANINGS: Record<ReceiverTypeCode, { zh_CN: string; en_US: string }> = {
  ANNOUNCE: { zh_CN: '公告', en_US: 'Announcement' },
  NOTIFY: { zh_CN: '系统通知', en_US: 'System notification' },
};

export const seedNotices: SeedNotice[] = [
  {
    noticeId: 1,
    tenantId: 0,
    title: { zh_CN: '平台将于周六 22:00 停机维护', en_US: 'Platform maintenance Saturday 22:00' },
    noticeTypeCode: 'MAINTENANCE',
    receiverTypeCode: 'ANNOUNCE',
    daysAgo: 0,
    at: '08:00',
  },
  {
    noticeId: 2,
    tenantId: 0,
    title: { zh_CN: 'Polaris 1.8.0 发布说明', en_US: 'Polaris 1.8.0 release notes' },
    noticeTypeCode: 'SYSTEM',
    receiverTypeCode: 'NOTIFY',
    daysAgo: 2,
    at: '11:00',
  },
  {
    noticeId: 3,
    tenantId: 1,
    title: { zh_CN: 'A 栋电梯年检', en_US: 'Building A lift inspection' },
    noticeTypeCode: 'BUSINESS',
    receiverTypeCode: 'ANNOUNCE',
    daysAgo: 1,
    at: '09:30',
  },
  {
    noticeId: 4,
    tenantId: 2,
    title: { zh_CN: '二号产线停线检修', en_US: 'Line 2 stopped for servicing' },
    noticeTypeCode: 'BUSINESS',
    receiverTypeCode: 'NOTIFY',
    daysAgo: 3,
    at: '07:45',
  },
  {
    noticeId: 5,
    tenantId: 0,
    title: { zh_CN: '安全提示：请勿共享账号', en_US: 'Security tip: do not share accounts' },
    noticeTypeCode: 'SYSTEM',
    receiverTypeCode: 'ANNOUNCE',
    daysAgo: 20,
    at: '10:00',
  },
];
