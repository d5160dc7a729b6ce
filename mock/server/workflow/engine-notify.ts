// The inbox messages the workflow engine sends (through the message store, which pushes the
// recipient's bell): a task became theirs, they were copied, or their process ended. Written in
// the recipient's language.
import type { LanguageCode } from '../types';

export type TaskReason = 'step' | 'delegated' | 'coSign' | 'reassigned' | 'recalled';
export type EndReason = 'APPROVED' | 'REJECTED' | 'TERMINATED';

interface About {
  processName: string;
  businessKey: string;
  taskName: string;
  actorName: string;
}

type Text = (about: About) => string;

const TASK_SUBJECT: Record<LanguageCode, Text> = {
  zh_CN: (a) => `待审批：${a.processName}（${a.businessKey}）`,
  en_US: (a) => `To approve: ${a.processName} (${a.businessKey})`,
};

const TASK_CONTENT: Record<TaskReason, Record<LanguageCode, Text>> = {
  step: {
    zh_CN: (a) => `${a.actorName} 已处理，“${a.taskName}”等待您审批。`,
    en_US: (a) => `${a.actorName} acted; "${a.taskName}" waits for your approval.`,
  },
  delegated: {
    zh_CN: (a) => `${a.actorName} 将“${a.taskName}”转交给您。`,
    en_US: (a) => `${a.actorName} delegated "${a.taskName}" to you.`,
  },
  coSign: {
    zh_CN: (a) => `${a.actorName} 请您加签“${a.taskName}”。`,
    en_US: (a) => `${a.actorName} asks you to co-sign "${a.taskName}".`,
  },
  reassigned: {
    zh_CN: (a) => `${a.actorName} 将“${a.taskName}”改派给您。`,
    en_US: (a) => `${a.actorName} reassigned "${a.taskName}" to you.`,
  },
  recalled: {
    zh_CN: (a) => `${a.actorName} 收回了审批，“${a.taskName}”回到您处。`,
    en_US: (a) => `${a.actorName} recalled an approval; "${a.taskName}" is back with you.`,
  },
};

const COPY: Record<LanguageCode, { subject: Text; content: Text }> = {
  zh_CN: {
    subject: (a) => `抄送：${a.processName}（${a.businessKey}）`,
    content: (a) => `${a.actorName} 在“${a.taskName}”抄送给您，无需处理。`,
  },
  en_US: {
    subject: (a) => `Copied to you: ${a.processName} (${a.businessKey})`,
    content: (a) => `${a.actorName} copied you on "${a.taskName}"; nothing to do.`,
  },
};

const END: Record<EndReason, Record<LanguageCode, Text>> = {
  APPROVED: {
    zh_CN: (a) => `已通过：${a.processName}（${a.businessKey}）`,
    en_US: (a) => `Approved: ${a.processName} (${a.businessKey})`,
  },
  REJECTED: {
    zh_CN: (a) => `已拒绝：${a.processName}（${a.businessKey}）`,
    en_US: (a) => `Rejected: ${a.processName} (${a.businessKey})`,
  },
  TERMINATED: {
    zh_CN: (a) => `已终止：${a.processName}（${a.businessKey}）`,
    en_US: (a) => `Terminated: ${a.processName} (${a.businessKey})`,
  },
};

export interface Note {
  subject: string;
  content: string;
}

export function taskNote(reason: TaskReason, about: About, lang: LanguageCode): Note {
  return { subject: TASK_SUBJECT[lang](about), content: TASK_CONTENT[reason][lang](about) };
}

export function copyNote(about: About, lang: LanguageCode): Note {
  return { subject: COPY[lang].subject(about), content: COPY[lang].content(about) };
}

export function endNote(reason: EndReason, about: About, lang: LanguageCode): Note {
  const subject = END[reason][lang](about);
  const by = lang === 'zh_CN' ? `处理人：${about.actorName}` : `By ${about.actorName}`;
  return { subject, content: `${subject}. ${by}` };
}
