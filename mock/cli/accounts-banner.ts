import { DEFAULT_HOST, reachableFromOtherMachines } from '../server/http/listen-address';

/** A warning when other machines reach the gateway while its test controls answer them. */
export function exposureWarning(settings: { host?: string; testControls?: boolean }): string[] {
  const host = settings.host ?? DEFAULT_HOST;
  if (!reachableFromOtherMachines(host) || settings.testControls === false) return [];
  return [
    `  Warning: HOST=${host} lets other machines reach the gateway, and its test controls`,
    '  (/__mock__: faults, reset, clock) answer them. For a shared demo: POLARIS_MOCK_CONTROLS=0.',
    '',
  ];
}

/** What `npm start` prints so a newcomer can sign in at once. */
export function accountsBanner(url: string, title: string, notes: string[] = []): string {
  return [
    '',
    `  ${title} is running at ${url}`,
    '',
    ...notes,
    '  Demo accounts (see mock/README.md):',
    '    admin / Admin@1234   zh_CN, platform administrator + Acme Property administrator',
    '    alice / Alice@1234   en_US, watermark on; Acme Property and Globex Manufacturing',
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
