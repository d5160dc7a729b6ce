// Notices and announcements per tenant (0: the platform's, shown to every tenant): drafts that
// administrators write, publish and revoke. Users see the published ones in their bell until they
// clear them. Seed dates are fixed at (re)seed time, relative to the gateway clock.
import {
  NOTICE_TYPE_MEANINGS,
  RECEIVER_TYPE_MEANINGS,
  seedNotices,
  type ReceiverTypeCode,
  type SeedNotice,
} from '../../data/messages';
import type { NoticeSave } from '../../../src/services/message/types';
import type { Clock } from '../clock';
import type { LanguageCode } from '../types';
import { daysAgoAt, formatDateTime } from './dates';
import type { StoredFile } from './file-store';
import type { NoticeRecord, NoticeRow } from './wire';

type NoticeStatus = NoticeRecord['statusCode'];
type NoticeTypeCode = SeedNotice['noticeTypeCode'];

interface StoredNotice {
  noticeId: number;
  tenantId: number;
  title: Record<LanguageCode, string>;
  content: string;
  noticeTypeCode: NoticeTypeCode;
  receiverTypeCode: ReceiverTypeCode;
  status: NoticeStatus;
  publishedAt: number | null;
  version: number;
  attachmentUuid: string | null;
}

export const STATUS_MEANINGS: Record<NoticeStatus, Record<LanguageCode, string>> = {
  DRAFT: { zh_CN: '草稿', en_US: 'Draft' },
  PUBLISHED: { zh_CN: '已发布', en_US: 'Published' },
  REVOKED: { zh_CN: '已撤销', en_US: 'Revoked' },
};

export type NoticeChange =
  | { ok: true; notice: NoticeRecord }
  | { ok: false; code: string; message: string; type: 'error' | 'warn' };

export interface NoticeFilter {
  title?: string;
  noticeTypeCode?: string;
  receiverTypeCode?: string;
  statusCode?: string;
}

const isNoticeType = (code: unknown): code is NoticeTypeCode =>
  typeof code === 'string' && code in NOTICE_TYPE_MEANINGS;
const isReceiverType = (code: unknown): code is ReceiverTypeCode =>
  typeof code === 'string' && code in RECEIVER_TYPE_MEANINGS;

const fail = (code: string, message: string, type: 'error' | 'warn' = 'error'): NoticeChange => ({
  ok: false,
  code,
  message,
  type,
});

/** What is wrong with a notice to save, in the user's language; undefined: nothing. */
function invalid(save: Partial<NoticeSave>, lang: LanguageCode): string | undefined {
  const zh = lang === 'zh_CN';
  const title = typeof save.title === 'string' ? save.title.trim() : '';
  if (!title || title.length > 120)
    return zh ? '标题须为 1 到 120 个字符' : 'The title must have 1 to 120 characters';
  if (typeof save.noticeContent !== 'string' || save.noticeContent.length > 20_000) {
    return zh ? '内容最多 20000 个字符' : 'The content may have at most 20,000 characters';
  }
  if (!isNoticeType(save.noticeTypeCode)) return zh ? '公告类型无效' : 'Unknown notice type';
  if (!isReceiverType(save.receiverTypeCode)) return zh ? '接收类型无效' : 'Unknown receiver type';
  const uuid = save.attachmentUuid;
  if (uuid !== undefined && uuid !== null && !/^[0-9a-f]{32}$/i.test(String(uuid))) {
    return zh ? '附件编号无效' : 'Unknown attachment';
  }
  return undefined;
}

export class NoticeStore {
  private notices: StoredNotice[] = [];
  /** Per user, the published notices they cleared from their bell. */
  private readonly cleared = new Map<number, Set<number>>();
  private nextId = 100;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const now = this.clock.now();
    this.cleared.clear();
    this.nextId = 100;
    this.notices = seedNotices.map((seed) => ({
      noticeId: seed.noticeId,
      tenantId: seed.tenantId,
      title: { ...seed.title },
      content: `<p>${seed.title.en_US}</p><p>${seed.title.zh_CN}</p>`,
      noticeTypeCode: seed.noticeTypeCode,
      receiverTypeCode: seed.receiverTypeCode,
      status: 'PUBLISHED',
      publishedAt: daysAgoAt(now, seed.daysAgo, seed.at),
      version: 1,
      attachmentUuid: null,
    }));
  }

  /** A user's bell: published notices of the tenant and the platform, newest first. */
  preview(
    tenantId: number,
    userId: number,
    lang: LanguageCode,
    limit?: number,
    receiverType?: string,
  ) {
    const cleared = this.cleared.get(userId);
    return this.visible(tenantId)
      .filter((notice) => !receiverType || notice.receiverTypeCode === receiverType)
      .filter((notice) => !cleared?.has(notice.noticeId))
      .slice(0, limit)
      .map((notice): NoticeRow => {
        const { noticeId, noticeTypeCode, receiverTypeCode } = notice;
        return {
          noticeId,
          title: notice.title[lang],
          publishedDate: formatDateTime(notice.publishedAt ?? 0),
          noticeTypeCode,
          noticeTypeMeaning: NOTICE_TYPE_MEANINGS[noticeTypeCode][lang],
          receiverTypeCode,
          receiverTypeMeaning: RECEIVER_TYPE_MEANINGS[receiverTypeCode][lang],
        };
      });
  }

  /** A published notice the tenant's users may read, with its content; undefined otherwise. */
  published(tenantId: number, noticeId: number, lang: LanguageCode): NoticeRecord | undefined {
    const notice = this.visible(tenantId).find((one) => one.noticeId === noticeId);
    return notice && this.record(notice, lang);
  }

  /** A file its tenant attached (bucket hmsg) to a published notice the tenant may read. */
  lendsFile(
    readerTenant: number,
    file: Pick<StoredFile, 'bucketName' | 'attachmentUuid' | 'tenantId'>,
  ) {
    return (
      file.bucketName === 'hmsg' &&
      file.attachmentUuid !== null &&
      this.visible(readerTenant).some(
        (n) => n.attachmentUuid === file.attachmentUuid && n.tenantId === file.tenantId,
      )
    );
  }

  /** The user's bell no longer shows the published notices (of a receiver type) it shows now. */
  clear(tenantId: number, userId: number, receiverType?: string): void {
    const cleared = this.cleared.get(userId) ?? new Set<number>();
    this.visible(tenantId)
      .filter((notice) => !receiverType || notice.receiverTypeCode === receiverType)
      .forEach((notice) => cleared.add(notice.noticeId));
    this.cleared.set(userId, cleared);
  }

  /** The administrators' list: the organisation's own notices, newest change first. */
  list(tenantId: number, lang: LanguageCode, filter: NoticeFilter): NoticeRecord[] {
    const title = filter.title?.trim().toLowerCase();
    return this.notices
      .filter((notice) => notice.tenantId === tenantId)
      .filter((notice) => !title || notice.title[lang].toLowerCase().includes(title))
      .filter((notice) => !filter.noticeTypeCode || notice.noticeTypeCode === filter.noticeTypeCode)
      .filter(
        (notice) => !filter.receiverTypeCode || notice.receiverTypeCode === filter.receiverTypeCode,
      )
      .filter((notice) => !filter.statusCode || notice.status === filter.statusCode)
      .sort((a, b) => b.noticeId - a.noticeId)
      .map((notice) => this.record(notice, lang));
  }

  detail(tenantId: number, noticeId: number, lang: LanguageCode): NoticeRecord | undefined {
    const notice = this.find(tenantId, noticeId);
    return notice && this.record(notice, lang);
  }

  save(tenantId: number, save: Partial<NoticeSave>, lang: LanguageCode): NoticeChange {
    const problem = invalid(save, lang);
    if (problem) return fail('error.param.invalid', problem);
    const fields = {
      title: { zh_CN: save.title!.trim(), en_US: save.title!.trim() },
      content: save.noticeContent!,
      noticeTypeCode: save.noticeTypeCode as NoticeTypeCode,
      receiverTypeCode: save.receiverTypeCode as ReceiverTypeCode,
      attachmentUuid: save.attachmentUuid ?? null,
    };
    if (save.noticeId === undefined) {
      const notice: StoredNotice = {
        noticeId: this.nextId++,
        tenantId,
        ...fields,
        status: 'DRAFT',
        publishedAt: null,
        version: 1,
      };
      this.notices.push(notice);
      return { ok: true, notice: this.record(notice, lang) };
    }
    const found = this.checked(tenantId, save.noticeId, save.objectVersionNumber, lang);
    if (!('noticeId' in found)) return found;
    if (found.status === 'PUBLISHED') {
      return fail(
        'error.notice.published',
        lang === 'zh_CN'
          ? '已发布的公告不能编辑，请先撤销'
          : 'A published notice cannot be edited: revoke it first',
        'warn',
      );
    }
    Object.assign(found, fields, { version: found.version + 1 });
    return { ok: true, notice: this.record(found, lang) };
  }

  /** DRAFT or REVOKED → PUBLISHED (now); PUBLISHED → REVOKED. */
  transition(
    tenantId: number,
    noticeId: number,
    version: unknown,
    to: 'PUBLISHED' | 'REVOKED',
    lang: LanguageCode,
  ): NoticeChange {
    const found = this.checked(tenantId, noticeId, version, lang);
    if (!('noticeId' in found)) return found;
    const allowed =
      to === 'PUBLISHED' ? found.status !== 'PUBLISHED' : found.status === 'PUBLISHED';
    if (!allowed) {
      return fail(
        'error.notice.status_invalid',
        lang === 'zh_CN'
          ? `公告状态为${STATUS_MEANINGS[found.status].zh_CN}，不能${to === 'PUBLISHED' ? '发布' : '撤销'}`
          : `The notice is ${STATUS_MEANINGS[found.status].en_US.toLowerCase()}: it cannot be ${to === 'PUBLISHED' ? 'published' : 'revoked'}`,
        'warn',
      );
    }
    found.status = to;
    if (to === 'PUBLISHED') found.publishedAt = this.clock.now();
    found.version += 1;
    return { ok: true, notice: this.record(found, lang) };
  }

  private visible(tenantId: number): StoredNotice[] {
    return this.notices
      .filter((notice) => notice.status === 'PUBLISHED')
      .filter((notice) => notice.tenantId === 0 || notice.tenantId === tenantId)
      .sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
  }

  private find(tenantId: number, noticeId: number): StoredNotice | undefined {
    return this.notices.find(
      (notice) => notice.noticeId === noticeId && notice.tenantId === tenantId,
    );
  }

  private checked(
    tenantId: number,
    noticeId: number,
    version: unknown,
    lang: LanguageCode,
  ): StoredNotice | Extract<NoticeChange, { ok: false }> {
    const found = this.find(tenantId, noticeId);
    const zh = lang === 'zh_CN';
    if (!found) {
      return {
        ok: false,
        code: 'error.record.not_found',
        message: zh ? '公告不存在' : 'The notice does not exist',
        type: 'warn',
      };
    }
    if (version !== found.version) {
      return {
        ok: false,
        code: 'error.record.changed',
        message: zh
          ? '记录已被他人修改，请刷新后重试。'
          : 'The record has been changed by someone else. Refresh and try again.',
        type: 'warn',
      };
    }
    return found;
  }

  private record(notice: StoredNotice, lang: LanguageCode): NoticeRecord {
    return {
      noticeId: notice.noticeId,
      tenantId: notice.tenantId,
      title: notice.title[lang],
      noticeContent: notice.content,
      noticeTypeCode: notice.noticeTypeCode,
      noticeTypeMeaning: NOTICE_TYPE_MEANINGS[notice.noticeTypeCode][lang],
      receiverTypeCode: notice.receiverTypeCode,
      receiverTypeMeaning: RECEIVER_TYPE_MEANINGS[notice.receiverTypeCode][lang],
      statusCode: notice.status,
      statusMeaning: STATUS_MEANINGS[notice.status][lang],
      publishedDate: notice.publishedAt === null ? null : formatDateTime(notice.publishedAt),
      objectVersionNumber: notice.version,
      attachmentUuid: notice.attachmentUuid,
    };
  }
}
