// Scheduled jobs and their run logs per organisation (seed: mock/data/jobs.ts, dated at every
// reset relative to the gateway clock). Every write checks the version the caller read and bumps
// it; the status actions follow NEW → RUNNING ⇄ PAUSE; a trigger runs the job once (a new log
// row, status unchanged); RUNNING jobs are paused before they are edited or deleted.
import { runTexts, seedJobRuns, seedJobs, type SeedJob, type SeedJobResult } from '../../data/jobs';
import type { Texts } from '../../data/lov-types';
import type { Clock } from '../clock';
import type { LanguageCode } from '../types';
import { daysAgoAt, formatDateTime, startOfDay } from '../work/dates';
import { AdminFailure, checkVersion, notFound } from './failure';
import { textOrNull, withText } from './texts';
import type { JobLogRow, JobRow, JobStatus } from './wire';

const DAY_MS = 24 * 3600_000;

export interface StoredJob extends Omit<SeedJob, 'startedDaysAgo' | 'endedDaysAgo'> {
  jobStatus: JobStatus;
  startDate: number | null;
  endDate: number | null;
  lastExecuteTime: number | null;
  objectVersionNumber: number;
}

export interface StoredLog {
  logId: number;
  tenantId: number;
  jobId: number;
  jobCode: string;
  jobResult: SeedJobResult;
  clientResult: string | null;
  executorName: string | null;
  startTime: number;
  endTime: number | null;
  messageHeader: Texts | null;
  message: Texts | null;
}

export interface JobRef {
  jobId: number;
  objectVersionNumber: number;
}

export interface JobChanges extends JobRef {
  description?: string;
  cron?: string;
  jobPriority?: number;
}

export type StatusAction = 'start' | 'pause' | 'resume';

/** The status an action needs and the one it leads to. */
const TRANSITIONS: Record<StatusAction, { from: JobStatus; to: JobStatus; zh: string }> = {
  start: { from: 'NEW', to: 'RUNNING', zh: '启动' },
  pause: { from: 'RUNNING', to: 'PAUSE', zh: '暂停' },
  resume: { from: 'PAUSE', to: 'RUNNING', zh: '恢复' },
};

const CLIENT_RESULTS: Record<SeedJobResult, string | null> = {
  SUCCESS: 'SUCCESS',
  PART: 'PART',
  FAILED: 'FAILURE',
  RUNNING: null,
  UNEXECUTE: null,
};

interface Data {
  jobs: Map<number, StoredJob>;
  logs: StoredLog[];
  nextLogId: number;
}

function seedData(now: number): Data {
  const today = startOfDay(now);
  const logs: StoredLog[] = seedJobRuns.map((seed, index) => {
    const job = seedJobs.find((candidate) => candidate.jobCode === seed.jobCode);
    if (!job) throw new Error(`Job run seed names an unknown job ${seed.jobCode}`);
    const startTime = daysAgoAt(now, seed.daysAgo, seed.at);
    const texts = runTexts(seed.result, seed.records, seed.failedRecords, seed.seconds);
    const running = seed.result === 'RUNNING' || seed.result === 'UNEXECUTE';
    return {
      logId: index + 1,
      tenantId: job.tenantId,
      jobId: job.jobId,
      jobCode: job.jobCode,
      jobResult: seed.result,
      clientResult: CLIENT_RESULTS[seed.result],
      executorName: seed.result === 'UNEXECUTE' ? null : job.executorName,
      startTime,
      endTime: running ? null : Math.min(startTime + seed.seconds * 1000, now),
      messageHeader: texts.header,
      message: texts.message,
    };
  });
  const jobs = new Map(
    seedJobs.map(({ startedDaysAgo, endedDaysAgo, ...job }): [number, StoredJob] => {
      const runs = logs.filter((log) => log.jobId === job.jobId).map((log) => log.startTime);
      return [
        job.jobId,
        {
          ...job,
          startDate: today - startedDaysAgo * DAY_MS,
          endDate: endedDaysAgo === null ? null : today - endedDaysAgo * DAY_MS,
          lastExecuteTime: runs.length > 0 ? Math.max(...runs) : null,
          objectVersionNumber: 1,
        },
      ];
    }),
  );
  return { jobs, logs, nextLogId: logs.length + 1 };
}

const dateOrNull = (ms: number | null): string | null => (ms === null ? null : formatDateTime(ms));

export function jobRow(job: StoredJob, lang: LanguageCode, statusMeaning: string | null): JobRow {
  return {
    jobId: job.jobId,
    tenantId: job.tenantId,
    jobCode: job.jobCode,
    description: job.description[lang],
    jobStatus: job.jobStatus,
    jobStatusMeaning: statusMeaning,
    cron: job.cron,
    jobPriority: job.jobPriority,
    executorName: job.executorName,
    jobHandler: job.jobHandler,
    startDate: dateOrNull(job.startDate),
    endDate: dateOrNull(job.endDate),
    lastExecuteTime: dateOrNull(job.lastExecuteTime),
    objectVersionNumber: job.objectVersionNumber,
  };
}

export function logRow(
  log: StoredLog,
  lang: LanguageCode,
  resultMeaning: string | null,
): JobLogRow {
  return {
    logId: log.logId,
    jobId: log.jobId,
    jobCode: log.jobCode,
    jobResult: log.jobResult,
    jobResultMeaning: resultMeaning,
    clientResult: log.clientResult,
    executorName: log.executorName,
    startTime: formatDateTime(log.startTime),
    endTime: dateOrNull(log.endTime),
    messageHeader: textOrNull(log.messageHeader, lang),
    message: textOrNull(log.message, lang),
  };
}

function wrongStatus(job: StoredJob, zh: string, en: string): AdminFailure {
  return new AdminFailure('error.job.status_invalid', {
    zh_CN: `任务 ${job.jobCode} 的状态是 ${job.jobStatus}：${zh}`,
    en_US: `Job ${job.jobCode} is ${job.jobStatus}: ${en}`,
  });
}

export class JobStore {
  private data: Data;

  constructor(private readonly clock: Clock) {
    this.data = seedData(clock.now());
  }

  reset(): void {
    this.data = seedData(this.clock.now());
  }

  jobs(tenantId: number): StoredJob[] {
    return [...this.data.jobs.values()].filter((job) => job.tenantId === tenantId);
  }

  logs(tenantId: number): StoredLog[] {
    return this.data.logs.filter((log) => log.tenantId === tenantId);
  }

  /** start, pause or resume: the job must be in the status the action leaves. */
  changeStatus(tenantId: number, action: StatusAction, ref: JobRef): StoredJob {
    const job = this.checked(tenantId, ref);
    const { from, to, zh } = TRANSITIONS[action];
    if (job.jobStatus !== from) {
      throw wrongStatus(
        job,
        `只有 ${from} 状态的任务可以${zh}`,
        `only a ${from} job can ${action}`,
      );
    }
    return this.save({ ...job, jobStatus: to });
  }

  /** Runs the job once now: a finished log row (FAILED for a job in ERROR), status unchanged. */
  trigger(tenantId: number, ref: JobRef): StoredJob {
    const job = this.checked(tenantId, ref);
    const now = this.clock.now();
    const result: SeedJobResult = job.jobStatus === 'ERROR' ? 'FAILED' : 'SUCCESS';
    const texts = runTexts(result, 1, 0, 1);
    this.data.logs.push({
      logId: this.data.nextLogId++,
      tenantId,
      jobId: job.jobId,
      jobCode: job.jobCode,
      jobResult: result,
      clientResult: CLIENT_RESULTS[result],
      executorName: job.executorName,
      startTime: now - 1000,
      endTime: now,
      messageHeader: texts.header,
      message: texts.message,
    });
    return this.save({ ...job, lastExecuteTime: now - 1000 });
  }

  /** Description (caller's language), cron and priority; a RUNNING job is paused first. */
  update(tenantId: number, changes: JobChanges, lang: LanguageCode): StoredJob {
    const job = this.checked(tenantId, changes);
    if (job.jobStatus === 'RUNNING') {
      throw wrongStatus(job, '请先暂停再修改', 'pause it before editing');
    }
    return this.save({
      ...job,
      description:
        changes.description === undefined
          ? job.description
          : withText(job.description, lang, changes.description),
      cron: changes.cron ?? job.cron,
      jobPriority: changes.jobPriority ?? job.jobPriority,
    });
  }

  /** Deletes every job named or none (unknown, stale or RUNNING); their logs stay. */
  remove(tenantId: number, refs: JobRef[]): void {
    for (const ref of refs) {
      const job = this.checked(tenantId, ref);
      if (job.jobStatus === 'RUNNING') {
        throw wrongStatus(job, '请先暂停再删除', 'pause it before deleting');
      }
    }
    for (const ref of refs) this.data.jobs.delete(ref.jobId);
  }

  /** The organisation's job the ref names, at the version the caller read. */
  private checked(tenantId: number, ref: JobRef): StoredJob {
    const job = this.data.jobs.get(ref.jobId);
    if (!job || job.tenantId !== tenantId) {
      throw notFound(`任务 ${ref.jobId} 不存在`, `Job ${ref.jobId} does not exist`);
    }
    checkVersion(job, ref.objectVersionNumber);
    return job;
  }

  private save(job: StoredJob): StoredJob {
    const saved = { ...job, objectVersionNumber: job.objectVersionNumber + 1 };
    this.data.jobs.set(saved.jobId, saved);
    return saved;
  }
}
