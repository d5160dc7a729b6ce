/** What `npm start` prints so a newcomer can sign in at once. */
export function accountsBanner(url: string, title: string): string {
  return [
    '',
    `  ${title} is running at ${url}`,
    '',
    '  Demo accounts (see mock/README.md):',
    '    admin / Admin@1234   zh_CN, platform administrator + Acme Property administrator',
    '    alice / Alice@1234   en_US, watermark on; Acme Property and Globex Manufacturing',
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
