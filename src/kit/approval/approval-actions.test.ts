import { registerBundledTexts, setLanguage, t } from '../../i18n/intl';
import { APPROVAL_ACTIONS } from '../../services/workflow/types';
import { approvalActionText, approvalActionTone } from './approval-actions';
import { approvalTexts } from './texts';

describe('approval actions as readable text', () => {
  beforeEach(() =>
    Object.entries(approvalTexts).forEach(([lang, texts]) => registerBundledTexts(lang, texts)),
  );
  afterEach(() => setLanguage('zh_CN'));

  it.each([
    { action: 'Approved', en: 'Approved', zh: '同意' },
    { action: 'Rejected', en: 'Rejected', zh: '拒绝' },
    { action: 'AddSign', en: 'Added a signer', zh: '加签' },
    { action: 'ApproveAndAddSign', en: 'Approved and added a signer', zh: '同意并加签' },
    { action: 'Delegate', en: 'Delegated', zh: '转交' },
    { action: 'Jump', en: 'Sent back', zh: '驳回' },
    { action: 'Recall', en: 'Recalled', zh: '撤回' },
    { action: 'Revoke', en: 'Revoked', zh: '撤销' },
    { action: 'AutoDelegate', en: 'Delegated automatically', zh: '自动转交' },
    { action: 'CarbonCopy', en: 'Copied (CC)', zh: '抄送' },
    { action: 'Terminated', en: 'Terminated', zh: '已终止' },
    { action: 'SomethingNew', en: 'SomethingNew', zh: 'SomethingNew' },
    { action: undefined, en: 'In progress', zh: '审批中' },
    { action: null, en: 'In progress', zh: '审批中' },
  ])('$action → $en / $zh', ({ action, en, zh }) => {
    setLanguage('en_US');
    expect(approvalActionText(action, t)).toBe(en);
    setLanguage('zh_CN');
    expect(approvalActionText(action, t)).toBe(zh);
  });

  it('covers every action of the spec', () => {
    setLanguage('en_US');
    for (const action of APPROVAL_ACTIONS) {
      expect(approvalActionText(action, t)).not.toContain('hzero.common');
    }
  });

  it.each([
    { action: 'Approved', tone: 'green' },
    { action: 'Rejected', tone: 'red' },
    { action: 'Jump', tone: 'red' },
    { action: 'Terminated', tone: 'red' },
    { action: 'CarbonCopy', tone: 'gray' },
    { action: undefined, tone: 'blue' },
  ])('$action is shown $tone', ({ action, tone }) => {
    expect(approvalActionTone(action)).toBe(tone);
  });
});
