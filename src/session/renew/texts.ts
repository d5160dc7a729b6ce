/** The renewal dialog's texts (bundled with its lazy chunk; the server's prompts override them). */
import type { TextMap } from '../../i18n/defaults';

export const renewTexts: Record<string, TextMap> = {
  en_US: {
    'hzero.common.renew.title': 'Your session has ended',
    'hzero.common.renew.intro':
      'Sign in again to go on where you were. Your unsaved input stays on this page, and what you were saving is sent once you are back.',
    'hzero.common.renew.signIn': 'Sign in again',
    'hzero.common.renew.leave': 'Leave',
    'hzero.common.renew.waiting':
      'Sign in as {loginName} in the window that opened. This page waits for you.',
    'hzero.common.renew.reopen': 'Open the sign-in window again',
    'hzero.common.renew.blocked':
      'Your browser blocked the sign-in window. Allow pop-up windows for this site, then press Sign in again.',
    'hzero.common.renew.checking': 'Checking your sign-in…',
    'hzero.common.renew.otherUser':
      'You signed in as {other}. Sign in as {loginName} to keep the input on this page.',
    'hzero.common.renew.role':
      'You are signed in again, but the role you worked in is no longer yours. Leave, or ask your administrator.',
    'hzero.common.renew.failed': 'Your sign-in could not be checked. Please try again.',
    'hzero.common.renew.done': 'You are signed in again.',
    'hzero.common.renewed.title': 'You are signed in again',
    'hzero.common.renewed.hint':
      'Go back to the window you were working in. You can close this one.',
    'hzero.common.renewed.open': 'Open the workplace here',
  },
  zh_CN: {
    'hzero.common.renew.title': '会话已结束',
    'hzero.common.renew.intro':
      '请重新登录以继续之前的工作。未保存的输入仍保留在此页面，正在保存的内容会在您回来后发送。',
    'hzero.common.renew.signIn': '重新登录',
    'hzero.common.renew.leave': '离开',
    'hzero.common.renew.waiting': '请在新打开的窗口中以 {loginName} 登录。此页面会等待您。',
    'hzero.common.renew.reopen': '重新打开登录窗口',
    'hzero.common.renew.blocked':
      '浏览器阻止了登录窗口。请允许此网站弹出窗口，然后点击“重新登录”。',
    'hzero.common.renew.checking': '正在确认登录…',
    'hzero.common.renew.otherUser':
      '您以 {other} 登录。请以 {loginName} 登录以保留此页面上的输入。',
    'hzero.common.renew.role':
      '您已重新登录，但之前使用的角色已不再分配给您。请离开此页面或联系管理员。',
    'hzero.common.renew.failed': '无法确认您的登录，请重试。',
    'hzero.common.renew.done': '您已重新登录。',
    'hzero.common.renewed.title': '您已重新登录',
    'hzero.common.renewed.hint': '请回到之前工作的窗口，可以关闭此窗口。',
    'hzero.common.renewed.open': '在此打开工作台',
  },
};

/** A renewal text in the current language: the server's prompt, else ours (English fallback). */
export function renewText(
  t: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
  language: string,
  key: string,
  values?: Record<string, string | number>,
): string {
  return t(key, values, renewTexts[language]?.[key] ?? renewTexts.en_US[key]);
}
