import { defineAppConfig } from '../../.umirc';

export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/platform/',
  title: 'Polaris · Platform',
  micro: {
    name: 'polaris-platform',
    // the report centre's pages only: /hrpt/daily-production is the production app's
    registerRegex:
      '^/(hiam|hpfm|hsdr|hrpt/(?:dataset|report-define|report-query|label-template))(/|$)',
    initLoad: true,
    priority: 10,
    promptKeys: ['hiam', 'hpfm', 'hsdr', 'hrpt'],
  },
});
