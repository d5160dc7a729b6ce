/**
 * Editing a currency: name, country (chosen with the lookup field over HPFM.COUNTRY), precisions,
 * symbol, enabled. A stale version gets the server's message and keeps the dialog as typed.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovField } from '@polaris/core/kit/lov/LovField';
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { CurrencyDto } from '@polaris/core/services/platform/types';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useUpdateCurrency } from './api/use-currencies';

interface EditValues {
  currencyName: string;
  country: LovChoice | null;
  defaultPrecision: number;
  financialPrecision: number;
  currencySymbol: string;
  enabled: boolean;
}

export function CurrencyEditModal(props: { currency: CurrencyDto; onClose(): void }) {
  const { currency } = props;
  const { t } = useIntl();
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateCurrency();
  const field = (name: string) => t(`hpfm.currency.field.${name}`);
  const precisionRule = {
    required: true,
    type: 'number' as const,
    min: 0,
    max: 6,
    message: t('hpfm.currency.error.precision'),
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    await update.mutateAsync({
      currencyId: currency.currencyId,
      objectVersionNumber: currency.objectVersionNumber,
      currencyName: values.currencyName.trim(),
      countryId: values.country ? Number(values.country.value) : null,
      defaultPrecision: values.defaultPrecision,
      financialPrecision: values.financialPrecision,
      currencySymbol: values.currencySymbol?.trim() || null,
      enabledFlag: values.enabled ? 1 : 0,
    });
    return true;
  };

  return (
    <KitModal
      open
      title={t('hpfm.currency.edit.title', { code: currency.currencyCode })}
      onOk={save}
      onClose={props.onClose}
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{
          currencyName: currency.currencyName,
          country:
            currency.countryId === null
              ? null
              : { value: currency.countryId, meaning: currency.countryName ?? '' },
          defaultPrecision: currency.defaultPrecision,
          financialPrecision: currency.financialPrecision,
          currencySymbol: currency.currencySymbol ?? '',
          enabled: currency.enabledFlag === 1,
        }}
      >
        <Form.Item
          name="currencyName"
          label={field('currencyName')}
          rules={[
            { required: true, whitespace: true, max: 60, message: t('hpfm.currency.error.name') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="country" label={field('country')}>
          <LovField viewCode="HPFM.COUNTRY" aria-label={field('country')} />
        </Form.Item>
        <Form.Item
          name="defaultPrecision"
          label={field('defaultPrecision')}
          rules={[precisionRule]}
        >
          <InputNumber min={0} max={6} precision={0} />
        </Form.Item>
        <Form.Item
          name="financialPrecision"
          label={field('financialPrecision')}
          rules={[precisionRule]}
        >
          <InputNumber min={0} max={6} precision={0} />
        </Form.Item>
        <Form.Item name="currencySymbol" label={field('currencySymbol')}>
          <Input maxLength={8} />
        </Form.Item>
        <Form.Item name="enabled" label={field('enabledFlag')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
