import { brokenPasswordRule, passwordRuleText, type PasswordRules } from './password-rules';

const rules: PasswordRules = {
  minLength: 8,
  maxLength: 20,
  digitsCount: 1,
  lettersCount: 2,
  lowercaseCount: 1,
  uppercaseCount: 1,
  specialCharCount: 1,
  notUsername: true,
};

describe('brokenPasswordRule', () => {
  it.each([
    ['Ab@1', 'minLength', 8],
    ['Abcdefg@', 'digits', 1],
    ['1234567@', 'letters', 2],
    ['ABCDEF1@', 'lowercase', 1],
    ['abcdef1@', 'uppercase', 1],
    ['Abcdefg1', 'special', 1],
    ['Abcdefg1@Abcdefg1@xyz', 'maxLength', 20],
  ])('%s breaks %s (%i)', (password, rule, count) => {
    expect(brokenPasswordRule(password, 'someone', rules)).toEqual({ rule, count });
  });

  it('refuses the login name in any case when notUsername is set', () => {
    const named = { ...rules, specialCharCount: 0, digitsCount: 0 };
    expect(brokenPasswordRule('WangXiaoMing', 'wangxiaoming', named)).toEqual({
      rule: 'notUsername',
      count: 0,
    });
    expect(
      brokenPasswordRule('WangXiaoMing', 'wangxiaoming', { ...named, notUsername: false }),
    ).toBeNull();
  });

  it('passes a password meeting every rule; zero counts need nothing', () => {
    expect(brokenPasswordRule('Secret@2026', 'secret', rules)).toBeNull();
    const lax = { ...rules, minLength: 1, digitsCount: 0, lettersCount: 0, lowercaseCount: 0 };
    expect(brokenPasswordRule('X@', 'x', { ...lax, uppercaseCount: 1 })).toBeNull();
  });

  it('names the rule in both answer languages', () => {
    const broken = { rule: 'digits' as const, count: 2 };
    expect(passwordRuleText(broken, 'en_US')).toBe('The password needs at least 2 digit(s)');
    expect(passwordRuleText(broken, 'zh_CN')).toBe('密码至少需要 2 个数字');
  });
});
