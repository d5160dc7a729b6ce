import { defineAppConfig } from '../../.umirc';

export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/files/',
  title: 'Polaris · Files',
  micro: {
    name: 'polaris-files',
    registerRegex: '^/hfle(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['hfle'],
  },
});
