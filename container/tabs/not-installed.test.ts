import { serviceOfPath } from './not-installed';

describe('the service of a page that is not installed', () => {
  it.each([
    ['/hmsg/user-message', { prefix: 'hmsg', known: true }],
    ['/hfle/file-aggregate?bucket=public', { prefix: 'hfle', known: true }],
    ['/wuye/house', { prefix: 'wuye', known: true }],
    ['/acme/custom-report', { prefix: 'acme', known: false }],
    ['/', undefined],
  ])('%s → %j', (path, service) => expect(serviceOfPath(path)).toEqual(service));
});
