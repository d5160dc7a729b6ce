import { defineAppConfig } from '../../.umirc';

export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/messages/',
  title: 'Polaris · Messages',
  micro: {
    name: 'polaris-messages',
    // its own pages only: the other /hmsg menu pages stay "not installed here"
    registerRegex: '^/hmsg/(user-message|notices|notices-org)(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['hmsg'],
  },
});
