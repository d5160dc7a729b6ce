/**
 * Adds an operation to a routing's draft or edits one (the draft is saved with the list). Its
 * fields are checked with the kit's rules and messages; a code already in the list is refused
 * here, before the gateway would.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import { fieldRules } from '@polaris/core/kit/resource/ResourceForm';
import type { FormFieldSpec } from '@polaris/core/kit/resource/types';
import { Form, Input, InputNumber, type FormRule } from 'antd';
import type { OperationFields } from './operations-order';

const FIELDS: FormFieldSpec[] = [
  { name: 'operationCode', required: true, maxLength: 20 },
  { name: 'operationName', required: true, maxLength: 60 },
  { name: 'workCenter', required: true, maxLength: 30 },
  { name: 'setupMinutes', kind: 'number', required: true, min: 0, max: 10_000 },
  { name: 'runMinutes', kind: 'number', required: true, min: 1, max: 10_000 },
];

export interface OperationDialogProps {
  /** The operation edited; null adds one. */
  operation: OperationFields | null;
  /** The other rows' codes (a new code must differ from each). */
  otherCodes: string[];
  onSave(operation: OperationFields): void;
  onClose(): void;
}

export function OperationDialog({ operation, otherCodes, onSave, onClose }: OperationDialogProps) {
  const { t } = useIntl();
  const [form] = Form.useForm<OperationFields>();
  const taken = new Set(otherCodes.map((code) => code.trim().toUpperCase()));
  const unique: FormRule = {
    validator: (_rule, value: string | undefined) =>
      value && taken.has(value.trim().toUpperCase())
        ? Promise.reject(new Error(t('mes.routing.error.duplicate', { code: value.trim() })))
        : Promise.resolve(),
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    onSave({
      ...values,
      operationCode: values.operationCode.trim(),
      operationName: values.operationName.trim(),
      workCenter: values.workCenter.trim(),
    });
    return true;
  };
  return (
    <KitModal
      open
      title={t(operation ? 'mes.routing.operation.edit' : 'mes.routing.operation.add')}
      onOk={save}
      onClose={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="operation"
        layout="vertical"
        initialValues={
          operation ?? {
            operationCode: '',
            operationName: '',
            workCenter: '',
            setupMinutes: 0,
            runMinutes: 1,
          }
        }
      >
        {FIELDS.map((field) => {
          const label = t(`mes.routing.field.${field.name}`);
          const rules = fieldRules(field, label, t);
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              rules={field.name === 'operationCode' ? [...rules, unique] : rules}
            >
              {field.kind === 'number' ? (
                <InputNumber
                  min={field.min}
                  max={field.max}
                  precision={0}
                  style={{ width: '100%' }}
                />
              ) : (
                <Input spellCheck={false} />
              )}
            </Form.Item>
          );
        })}
      </Form>
    </KitModal>
  );
}
