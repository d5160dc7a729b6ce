/**
 * A new password for a user, set by an administrator: typed twice, checked against the password
 * policy (the broken rule named in the user's language) before it is sent RSA-encrypted. A
 * refusal by the gateway keeps the dialog open with what was typed.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { UserDto } from '@polaris/core/services/iam/identity-types';
import { Form, Input } from 'antd';
import { resetPassword } from './api/user-actions';
import type { UserForm } from './api/user-paths';
import { passwordPolicyRule } from './password-rule';

interface ResetPasswordDialogProps {
  form: UserForm;
  user: UserDto;
  onClose(): void;
  onSaved(): void;
}

export function ResetPasswordDialog({
  form: userForm,
  user,
  onClose,
  onSaved,
}: ResetPasswordDialogProps) {
  const { t } = useIntl();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    await resetPassword(userForm, user, values.password);
    onSaved();
    return true;
  };
  const label = (name: string) => t(`hiam.users.field.${name}`);
  return (
    <KitModal
      open
      title={t('hiam.users.password.title', { name: user.realName || user.loginName })}
      onOk={save}
      onClose={onClose}
      destroyOnHidden
    >
      <Form form={form} name="reset-password" layout="vertical">
        <Form.Item
          name="password"
          label={label('password')}
          rules={[
            {
              required: true,
              message: t('hzero.common.kit.validation.required', { label: label('password') }),
            },
            passwordPolicyRule(() => user.loginName),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={label('confirm')}
          dependencies={['password']}
          rules={[
            {
              required: true,
              message: t('hzero.common.kit.validation.required', { label: label('confirm') }),
            },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password')) {
                  throw new Error(t('hiam.users.error.confirm'));
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
