import { defineAppConfig } from '../../.umirc';

// Gantt Scheduling lives at /hpfm/gantt, which the platform module's /hpfm pattern also matches:
// the higher priority here makes this module its owner (spec §2, route priority). Nothing of it
// (the chart's ~180 kB gzip included) loads before one of its pages opens.
export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/production/',
  title: 'Polaris · Production',
  micro: {
    name: 'polaris-production',
    registerRegex: '^/(mes|hpfm/gantt|hrpt/daily-production)(/|$)',
    initLoad: false,
    priority: 20,
    promptKeys: ['mes', 'hrpt'],
  },
});
