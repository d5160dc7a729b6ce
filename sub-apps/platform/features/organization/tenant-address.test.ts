import { addressOf, tenantIdOf } from './tenant-address';

describe('tenantIdOf', () => {
  it.each([
    ['?tenantId=1', 1],
    ['?tenantId=0', 0],
    ['?tenantId=12&x=1', 12],
    ['', undefined],
    ['?tenantId=', undefined],
    ['?tenantId=-1', undefined],
    ['?tenantId=1.5', undefined],
    ['?tenantId=abc', undefined],
    ['?tenantId=1234567890', undefined],
  ])('%s → %s', (search, id) => {
    expect(tenantIdOf(search)).toBe(id);
  });
});

describe('addressOf', () => {
  it.each([
    [1, '/hpfm/organization?tenantId=1'],
    [0, '/hpfm/organization?tenantId=0'],
    [undefined, '/hpfm/organization'],
  ])('%s → %s', (id, address) => {
    expect(addressOf(id)).toBe(address);
    expect(tenantIdOf(address.slice(address.indexOf('?') + 1 || address.length))).toBe(id);
  });
});
