/**
 * /hiam/security-policy: the platform's password rules (lengths, characters needed, not the login
 * name) and the sign-in lockout (after N failures, for M minutes; 0 until unlocked), which the
 * gateway enforces at sign-in and whenever a password is set. Save is permission-checked; a
 * refused save keeps what was typed.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { notifications } from '@polaris/core/request/notify';
import type { PasswordPolicyDto } from '@polaris/core/services/iam/identity-types';
import {
  fetchPasswordPolicy,
  savePasswordPolicy,
} from '@polaris/core/services/iam/password-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Divider, Form, InputNumber, Row, Spin, Switch, type FormRule } from 'antd';

type PolicyValues = Omit<PasswordPolicyDto, 'organizationId' | 'objectVersionNumber'>;

const KEY = ['iam', 'password-policy'];

const NUMBERS: [keyof PolicyValues, number, number][] = [
  ['minLength', 1, 64],
  ['maxLength', 1, 64],
  ['digitsCount', 0, 64],
  ['lettersCount', 0, 64],
  ['lowercaseCount', 0, 64],
  ['uppercaseCount', 0, 64],
  ['specialCharCount', 0, 64],
];

export default function SecurityPolicyPage() {
  const { t } = useIntl();
  const [form] = Form.useForm<PolicyValues>();
  const client = useQueryClient();
  const policy = useQuery({ queryKey: KEY, queryFn: () => fetchPasswordPolicy() });
  const save = useMutation({
    mutationFn: (values: PolicyValues) =>
      savePasswordPolicy({
        ...values,
        objectVersionNumber: policy.data?.objectVersionNumber ?? 0,
      }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      notifications.success();
    },
  });
  const label = (name: string) => t(`hiam.securityPolicy.field.${name}`);
  const numberRules = (name: string, min: number, max: number): FormRule[] => [
    {
      required: true,
      message: t('hzero.common.kit.validation.required', { label: label(name) }),
    },
    {
      type: 'number',
      min,
      max,
      message: t('hzero.common.kit.validation.range', { label: label(name), min, max }),
    },
  ];
  const number = (name: keyof PolicyValues, min: number, max: number) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={label(name)} rules={numberRules(name, min, max)}>
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  const toggle = (name: keyof PolicyValues) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label(name)} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values) await save.mutateAsync(values).catch(() => undefined); // told by the request layer
  };

  const title = <h2 style={{ margin: 0, fontSize: 16 }}>{t('hiam.securityPolicy.title')}</h2>;
  if (policy.isError)
    return (
      <Card title={title}>
        <QueryFailure query={policy} />
      </Card>
    );
  if (!policy.data)
    return (
      <Card title={title}>
        <Spin />
      </Card>
    );
  return (
    <Card
      title={title}
      extra={
        <ButtonPermission
          type="primary"
          permissionList={['hzero.system.security.button.save']}
          loading={save.isPending}
          onClick={() => void submit()}
        >
          {t('hiam.securityPolicy.save')}
        </ButtonPermission>
      }
    >
      <Form form={form} name="security-policy" layout="vertical" initialValues={policy.data}>
        <Divider orientation="left">{t('hiam.securityPolicy.password')}</Divider>
        <Row gutter={24}>
          {NUMBERS.map(([name, min, max]) =>
            name === 'maxLength' ? (
              <Col xs={24} md={12} key={name}>
                <Form.Item
                  name={name}
                  label={label(name)}
                  dependencies={['minLength']}
                  rules={[
                    ...numberRules(name, min, max),
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: unknown) => {
                        if (
                          typeof value === 'number' &&
                          value < Number(getFieldValue('minLength'))
                        ) {
                          throw new Error(t('hiam.securityPolicy.error.maxLength'));
                        }
                      },
                    }),
                  ]}
                >
                  <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ) : (
              number(name, min, max)
            ),
          )}
          {toggle('notUsername')}
        </Row>
        <Divider orientation="left">{t('hiam.securityPolicy.lockout')}</Divider>
        <Row gutter={24}>
          {toggle('enableLock')}
          {number('maxErrorTime', 1, 100)}
          {number('lockedExpireTime', 0, 525_600)}
        </Row>
      </Form>
    </Card>
  );
}
