import { pageTarget } from './open-page';

describe('pageTarget', () => {
  it.each([
    ['/hpfm/currency', { kind: 'open', path: '/hpfm/currency' }],
    ['/hsdr/job-info?jobId=3', { kind: 'open', path: '/hsdr/job-info?jobId=3' }],
    [null, { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['  ', { kind: 'none' }],
    ['//evil.example/x', { kind: 'refused', route: '//evil.example/x' }],
    ['/\\evil.example', { kind: 'refused', route: '/\\evil.example' }],
    ['javascript:alert(1)', { kind: 'refused', route: 'javascript:alert(1)' }],
    ['https://evil.example/', { kind: 'refused', route: 'https://evil.example/' }],
    ['hpfm/currency', { kind: 'refused', route: 'hpfm/currency' }],
    ['/\thpfm', { kind: 'refused', route: '/\thpfm' }],
    [42, { kind: 'refused', route: '42' }],
  ])('%j → %j', (route, expected) => {
    expect(pageTarget(route)).toEqual(expected);
  });
});
