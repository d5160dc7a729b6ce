import { localName, type LocalNames } from './languages';
import { seedRoles } from './roles';
import { seedTenants } from './tenants';

const names: LocalNames = {
  zh_CN: '物业经理',
  en_US: 'Property Manager',
  de_DE: 'Immobilienverwalter',
};

describe('localName: names of roles and tenants in the user language', () => {
  it.each([
    ['zh_CN', '物业经理'],
    ['en_US', 'Property Manager'],
    ['de_DE', 'Immobilienverwalter'],
    ['de-DE', 'Immobilienverwalter'],
    ['ja_JP', 'Property Manager'], // untranslated: en_US, as for menu names
    ['xx_XX', '物业经理'], // unknown language: the platform default (zh_CN)
    [undefined, '物业经理'],
  ])('%s → %s', (language, expected) => {
    expect(localName(names, language)).toBe(expected);
  });

  it('a tenant without a Chinese name stays in en_US for a Chinese user', () => {
    expect(localName({ en_US: 'Acme Property' }, 'zh_CN')).toBe('Acme Property');
  });

  it.each(['zh_CN', 'en_US', 'ja_JP', 'de_DE'])(
    'every seed role and tenant has a %s name',
    (language) => {
      for (const entity of [
        ...seedRoles.map((role) => role.name),
        ...seedTenants.map((t) => t.names),
      ]) {
        expect(localName(entity, language)).not.toBe('');
      }
    },
  );
});
