import { siteOnly } from './scope';

describe('siteOnly', () => {
  it.each([
    ['site', ['tenantId']],
    ['tenant', []],
  ] as const)('on the %s form: %j', (scope, expected) => {
    expect(siteOnly(scope, 'tenantId')).toEqual(expected);
  });
});
