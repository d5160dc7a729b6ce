/**
 * The charging parameters of the organisation: what its pages call a house (its room label).
 * Saved with its own code; the start-up reads it, so every page shows the new label after a
 * reload (the panel says so). Required, at most 10 characters.
 */
import { Alert, Card, Form, Input, Space } from 'antd';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { houseAliasProblem } from '@polaris/core/services/property/charging-rules';
import { HOUSE_ALIAS_MAX } from '@polaris/core/services/property/charging-types';
import { useState } from 'react';
import { usePropertySettings } from '../startup';
import { useSaveHouseAlias } from './api/save-house-alias';
import { standardPermission } from './charge-standards-resource';

export function HouseAliasPanel() {
  const { t } = useIntl();
  const { houseAlias } = usePropertySettings();
  const [form] = Form.useForm<{ houseAlias: string }>();
  const save = useSaveHouseAlias();
  const [saved, setSaved] = useState<string | null>(null);
  const label = t('wuye.standard.field.houseAlias');

  const submit = async ({ houseAlias: alias }: { houseAlias: string }) => {
    const answer = await save.mutateAsync(alias.trim()).catch(() => null); // told by the request layer
    if (answer) setSaved(answer.houseAlias);
  };

  return (
    <Card size="small" title={t('wuye.standard.parameters.title')} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        name="charging-parameters"
        layout="inline"
        initialValues={{ houseAlias }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setSaved(null)}
      >
        <Form.Item
          name="houseAlias"
          label={label}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = houseAliasProblem(value ?? '');
                if (problem === 'required') {
                  throw new Error(t('hzero.common.kit.validation.required', { label }));
                }
                if (problem === 'tooLong') {
                  throw new Error(
                    t('hzero.common.kit.validation.maxLength', { label, max: HOUSE_ALIAS_MAX }),
                  );
                }
              },
            },
          ]}
        >
          <Input style={{ width: 200 }} spellCheck={false} />
        </Form.Item>
        <Space>
          <ButtonPermission
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            permissionList={[standardPermission('alias')]}
          >
            {t('wuye.standard.parameters.save')}
          </ButtonPermission>
        </Space>
      </Form>
      {saved && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          message={t('wuye.standard.parameters.saved', { alias: saved })}
        />
      )}
    </Card>
  );
}
