// Seed message templates (/hmsg/message-template): the platform's (tenant 0, serving every
// organisation without its own of the code), Acme's (tenant 1) own welcome, which overrides the
// platform's for Acme's users, and Globex's (tenant 2) shift notice. Ids follow this order.
import type { MessageTemplateSave } from '../../../src/services/message/types';

export interface SeedTemplate extends MessageTemplateSave {
  tenantId: number;
}

export const seedTemplates: readonly SeedTemplate[] = [
  {
    tenantId: 0,
    templateCode: 'HMSG.TEST',
    templateName: '测试消息',
    templateTitle: '测试消息：${title}',
    templateContent: '<p>这是一条测试消息，发送给 ${userName}。</p>',
    lang: 'zh_CN',
    enabledFlag: 1,
  },
  {
    tenantId: 0,
    templateCode: 'HIAM.USER_WELCOME',
    templateName: '欢迎新用户',
    templateTitle: '欢迎加入，${userName}',
    templateContent: '<p>您的账号已开通。</p>',
    lang: 'zh_CN',
    enabledFlag: 1,
  },
  {
    tenantId: 0,
    templateCode: 'HPFM.PASSWORD_EXPIRY',
    templateName: 'Password expiry',
    templateTitle: 'Your password expires in ${days} days',
    templateContent: '<p>Change it under <b>Personal Centre</b>.</p>',
    lang: 'en_US',
    enabledFlag: 0,
  },
  {
    tenantId: 1,
    templateCode: 'HIAM.USER_WELCOME',
    templateName: 'Acme 欢迎信',
    templateTitle: '欢迎来到 Acme，${userName}',
    templateContent: '<p>请先阅读物业管理手册。</p>',
    lang: 'zh_CN',
    enabledFlag: 1,
  },

  {
    tenantId: 2,
    templateCode: 'GLOBEX.SHIFT_CHANGE',
    templateName: 'Shift change',
    templateTitle: 'Your shift moves to ${shift}',
    templateContent: '<p>See the production plan for details.</p>',
    lang: 'en_US',
    enabledFlag: 1,
  },
];
