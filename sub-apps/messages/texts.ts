/**
 * Texts shipped with the message sub-app: its title, each page's from its feature folder, and
 * the kit's. The gateway's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as email } from './features/email-servers/texts';
import { texts as inbox } from './features/inbox/texts';
import { texts as messageQuery } from './features/message-query/texts';
import { texts as templates } from './features/message-templates/texts';
import { texts as notices } from './features/notices/texts';
import { texts as sendConfig } from './features/send-config/texts';
import { texts as sms } from './features/sms-servers/texts';

const app: Record<string, TextMap> = {
  en_US: { 'hmsg.app.title': 'Messages' },
  zh_CN: { 'hmsg.app.title': '消息中心' },
};

const languages = ['en_US', 'zh_CN'];

export const messagesTexts: Record<string, TextMap> = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.assign(
      {},
      ...[kitTexts, app, inbox, notices, templates, messageQuery, email, sms, sendConfig].map(
        (part) => part[lang],
      ),
    ),
  ]),
);
