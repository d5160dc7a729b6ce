import { defineAppConfig } from '../../.umirc';

export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/platform/',
  title: 'Polaris · Platform',
  micro: {
    name: 'polaris-platform',
    registerRegex: '^/(hiam|hpfm|hsdr|hrpt/label-template)(/|$)',
    initLoad: true,
    priority: 10,
    promptKeys: ['hiam', 'hpfm', 'hsdr', 'hrpt'],
  },
});
