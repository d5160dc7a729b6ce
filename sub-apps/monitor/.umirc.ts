import { defineAppConfig } from '../../.umirc';

// Only the pages it has: the other /hmnt and /hwfl menu entries are not built yet, which the
// shell says without loading this module.
export default defineAppConfig({
  appDir: __dirname,
  publicPath: '/apps/monitor/',
  title: 'Polaris · Monitoring',
  micro: {
    name: 'polaris-monitor',
    registerRegex:
      '^/(hmnt/(audit-data(-org)?|login-log|audit-operation(-org)?|audit-config|api-monitor)|hwfl/(approval-history|task|task-done|process-define|documents|monitor))(/|$)',
    initLoad: false,
    priority: 10,
    promptKeys: ['hmnt', 'hwfl'],
  },
});
