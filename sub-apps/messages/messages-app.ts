/**
 * The message centre sub-app (/hmsg): every user's inbox, and the notices and announcements
 * their administrators write (site form for the platform, tenant form for an organisation).
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { messagesTexts } from './texts';

export const messagesApp: SubAppDefinition = {
  name: 'polaris-messages',
  titleKey: 'hmsg.app.title',
  promptKeys: ['hmsg'],
  bundledTexts: messagesTexts,
  routes: [
    {
      path: '/hmsg/user-message',
      titleKey: 'hmsg.inbox.title',
      component: retryableLazy(() => import('./features/inbox/InboxPage')),
    },
    {
      path: '/hmsg/notices',
      titleKey: 'hmsg.notices.title',
      authority: 'hzero.message.notice',
      component: retryableLazy(() => import('./features/notices/NoticesPage')),
    },
    {
      path: '/hmsg/notices-org',
      titleKey: 'hmsg.notices.title',
      authority: 'hzero.org.message.notice',
      component: retryableLazy(() => import('./features/notices/NoticesOrgPage')),
    },
    {
      path: '/hmsg/message-template',
      titleKey: 'hmsg.templates.title',
      authority: 'hzero.message.template',
      component: retryableLazy(() => import('./features/message-templates/MessageTemplatesPage')),
    },
    {
      path: '/hmsg/message-template-org',
      titleKey: 'hmsg.templates.title',
      authority: 'hzero.org.message.template',
      component: retryableLazy(
        () => import('./features/message-templates/MessageTemplatesOrgPage'),
      ),
    },
    {
      path: '/hmsg/message-query',
      titleKey: 'hmsg.messageQuery.title',
      authority: 'hzero.message.monitor',
      component: retryableLazy(() => import('./features/message-query/MessageQueryPage')),
    },
    {
      path: '/hmsg/email',
      titleKey: 'hmsg.email.title',
      authority: 'hzero.message.email',
      component: retryableLazy(() => import('./features/email-servers/EmailServersPage')),
    },
    {
      path: '/hmsg/sms',
      titleKey: 'hmsg.sms.title',
      authority: 'hzero.message.sms',
      component: retryableLazy(() => import('./features/sms-servers/SmsServersPage')),
    },
    {
      path: '/hmsg/send-config',
      titleKey: 'hmsg.sendConfig.title',
      authority: 'hzero.message.send-config',
      component: retryableLazy(() => import('./features/send-config/SendConfigPage')),
    },
  ],
};
