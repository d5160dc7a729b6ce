/** Texts of the Feedback dialog (its lazy chunk registers them; prompt texts override them). */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const FEEDBACK_TEXTS = Symbol('polaris.header.feedbackTexts');

export const feedbackTexts: Record<string, TextMap> = {
  en_US: {
    'hzero.common.feedback.dialog': 'Send feedback',
    'hzero.common.feedback.intro':
      'Tell the people who run this platform what works badly or what you miss. The page you are on goes with it.',
    'hzero.common.feedback.title': 'Subject',
    'hzero.common.feedback.content': 'What happened, or what would help',
    'hzero.common.feedback.send': 'Send',
    'hzero.common.feedback.cancel': 'Cancel',
    'hzero.common.feedback.titleRequired': 'Enter a subject.',
    'hzero.common.feedback.titleTooLong':
      'The subject can have at most {max} characters; it has {length}.',
    'hzero.common.feedback.contentRequired': 'Describe the problem or the idea.',
    'hzero.common.feedback.contentTooLong':
      'The description can have at most {max} characters; it has {length}.',
    'hzero.common.feedback.notSent':
      'Your feedback was not sent. What you wrote is still here: send it again.',
    'hzero.common.feedback.sent': 'Thank you: your feedback was sent.',
  },
  zh_CN: {
    'hzero.common.feedback.dialog': '意见反馈',
    'hzero.common.feedback.intro':
      '告诉平台的运营人员哪里不好用、还缺什么。您所在的页面会一并发送。',
    'hzero.common.feedback.title': '主题',
    'hzero.common.feedback.content': '遇到的问题或建议',
    'hzero.common.feedback.send': '发送',
    'hzero.common.feedback.cancel': '取消',
    'hzero.common.feedback.titleRequired': '请输入主题。',
    'hzero.common.feedback.titleTooLong': '主题最多 {max} 个字符，当前 {length} 个。',
    'hzero.common.feedback.contentRequired': '请描述遇到的问题或建议。',
    'hzero.common.feedback.contentTooLong': '描述最多 {max} 个字符，当前 {length} 个。',
    'hzero.common.feedback.notSent': '反馈未发送。您填写的内容仍在此处，请重新发送。',
    'hzero.common.feedback.sent': '感谢您的反馈，已发送。',
  },
};
