import { defineAppConfig } from '../../.umirc';

// Only the pages it has: the other /hmnt and /hwfl menu pages keep saying their service's pages
// are not installed, rather than a 404 inside this module.
export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/monitor/',
  title: 'Polaris · Monitoring',
  micro: {
    name: 'polaris-monitor',
    registerRegex: '^/(hmnt/audit-data(-org)?|hwfl/approval-history)(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['hmnt', 'hwfl'],
  },
});
