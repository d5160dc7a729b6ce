import { defineAppConfig } from '../../.umirc';

export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/messages/',
  title: 'Polaris · Messages',
  micro: {
    name: 'polaris-messages',
    // its own pages only: the shell says the other /hmsg menu entries are not built yet
    registerRegex:
      '^/hmsg/(user-message|notices|notices-org|message-template|message-template-org|message-query|email|sms|send-config)(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['hmsg'],
  },
});
