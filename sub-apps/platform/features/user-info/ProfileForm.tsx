/**
 * Editing one's own name, email and phone. While the input differs from what is saved, closing
 * the tab (or leaving the page) asks before the input is thrown away.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useLeaveGuard } from '@polaris/core/kit/leave-guard';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import type { SelfProfilePatch } from '@polaris/core/services/iam/users';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useSaveProfile } from './api/save-profile';

type ProfileValues = Required<SelfProfilePatch>;

const valuesOf = (user: CurrentUser): ProfileValues => ({
  realName: user.realName ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
});

export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone(): void }) {
  const { t } = useIntl();
  const saveProfile = useSaveProfile();
  const saving = saveProfile.isPending;
  const [form] = Form.useForm<ProfileValues>();
  const [dirty, setDirty] = useState(false);
  const saved = valuesOf(user);

  useLeaveGuard(
    dirty,
    () =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({
          title: t('hiam.userInfo.discard.title'),
          content: t('hiam.userInfo.discard.content'),
          okText: t('hiam.userInfo.discard.ok'),
          cancelText: t('hiam.userInfo.discard.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    {
      value: () => form.getFieldsValue(),
      restore: (kept) => {
        form.setFieldsValue(kept);
        setDirty(true);
      },
    },
  );

  const save = (values: ProfileValues) =>
    saveProfile.mutate(values, {
      onSuccess: () => {
        setDirty(false);
        onDone();
      },
    });

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      onValuesChange={(_changed, all) =>
        setDirty((Object.keys(saved) as (keyof ProfileValues)[]).some((k) => all[k] !== saved[k]))
      }
      onFinish={save}
      style={{ maxWidth: 420 }}
    >
      <Form.Item
        name="realName"
        label={t('hiam.userInfo.field.realName')}
        rules={[
          { required: true, whitespace: true, max: 40, message: t('hiam.userInfo.error.realName') },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('hiam.userInfo.field.email')}
        rules={[{ required: true, type: 'email', message: t('hiam.userInfo.error.email') }]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('hiam.userInfo.field.phone')}
        rules={[
          {
            required: true,
            pattern: /^\+?[0-9][0-9 -]{5,19}$/,
            message: t('hiam.userInfo.error.phone'),
          },
        ]}
      >
        <Input autoComplete="tel" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('hiam.userInfo.save')}
        </Button>
        <Button onClick={onDone} disabled={saving}>
          {t('hiam.userInfo.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
