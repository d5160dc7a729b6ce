/**
 * A resource's create/edit dialog (the kit's modal): OK validates and saves, and closes only when
 * the save landed; a refused save keeps the dialog open with everything typed (the request layer
 * has said why), which is where react-admin and refine forms most often lose input. While the
 * input is unsaved, closing the tab or the dialog asks first.
 */
import { Form, Input, InputNumber, Select, Switch, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { useDiscardQuestion } from '../form/use-discard-question';
import { useLeaveGuard } from '../leave-guard';
import { LovField } from '../lov/LovField';
import { LovSelect } from '../lov/LovSelect';
import { KitModal } from '../modal/KitModal';
import type { Translate } from '../texts';
import type { FormFieldSpec, FormSpec } from './types';

/** The antd rules of a field, with messages in the user's language. */
export function fieldRules(field: FormFieldSpec, label: string, t: Translate): FormRule[] {
  const say = (key: string, values: Record<string, string | number> = {}) =>
    field.message
      ? t(field.message)
      : t(`hzero.common.kit.validation.${key}`, { label, ...values });
  const numeric = field.kind === 'number';
  const textual =
    field.kind === undefined ||
    field.kind === 'text' ||
    field.kind === 'textarea' ||
    field.kind === 'secret';
  const rules: FormRule[] = [];
  if (field.required) {
    // `whitespace` (blank text is no text) makes the validator check the value as a string:
    // only text fields get it; a number, a choice's id, a switch or a custom value stays bare
    rules.push(
      textual
        ? { required: true, whitespace: true, message: say('required') }
        : { required: true, message: say('required') },
    );
  }
  if (field.maxLength !== undefined) {
    rules.push({ max: field.maxLength, message: say('maxLength', { max: field.maxLength }) });
  }
  if (numeric && (field.min !== undefined || field.max !== undefined)) {
    const { min, max } = field;
    const message =
      min !== undefined && max !== undefined
        ? say('range', { min, max })
        : min !== undefined
          ? say('min', { min })
          : say('max', { max: max as number });
    rules.push({ type: 'number', min, max, message });
  }
  if (field.pattern) rules.push({ pattern: field.pattern, message: say('pattern') });
  if (field.kind === 'custom' && field.rules) rules.push(...field.rules);
  const { validate } = field;
  if (validate) {
    rules.push({
      validator: async (_rule, value: unknown) => {
        const problem = validate(value as never);
        if (problem) throw new Error(t(problem.key, { label, ...problem.values }));
      },
    });
  }
  return rules;
}

function control(
  field: FormFieldSpec,
  label: string,
  t: Translate,
  mode: 'create' | 'edit',
): ReactNode {
  switch (field.kind) {
    case 'secret':
      return (
        <Input.Password
          autoComplete="new-password"
          visibilityToggle={false}
          placeholder={mode === 'edit' ? t('hzero.common.kit.form.secretKeep') : undefined}
        />
      );
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'number':
      return (
        <InputNumber
          min={field.min}
          max={field.max}
          precision={field.precision ?? 0}
          style={{ width: '100%' }}
        />
      );
    case 'switch':
      return <Switch />;
    case 'lov':
      return <LovSelect lovCode={field.lovCode} />;
    case 'lovView':
      return <LovField viewCode={field.viewCode} aria-label={label} />;
    case 'select':
      return (
        <Select
          options={field.options(t)}
          mode={field.multiple ? 'multiple' : undefined}
          aria-label={label}
        />
      );
    case 'custom':
      return field.render();
    default:
      return <Input spellCheck={false} />;
  }
}

/** The form's name: its fields' ids are `${RECORD_FORM}_${field}`. */
export const RECORD_FORM = 'record';

export interface ResourceFormProps<R, V> {
  spec: FormSpec<R, V>;
  texts: string;
  /** The row edited; null creates. */
  row: R | null;
  onClose(): void;
  /** After a save landed (the list is asked again). */
  onSaved(): void;
}

export function ResourceForm<R, V>({
  spec,
  texts,
  row,
  onClose,
  onSaved,
}: ResourceFormProps<R, V>) {
  const { t } = useIntl();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [initial] = useState(() => spec.initial(row));
  const [askDiscard, confirmHolder] = useDiscardQuestion();
  useLeaveGuard(dirty, askDiscard);

  const save = async () => {
    const values = (await form.validateFields().catch(() => undefined)) as V | undefined;
    if (!values) return false; // the form shows what is wrong
    await spec.save(values, row);
    setDirty(false);
    onSaved();
    return true;
  };
  const mode = row === null ? 'create' : 'edit';
  const title =
    row === null
      ? t(spec.createTitle ?? 'hzero.common.kit.form.create')
      : t(spec.editTitle, spec.titleValues?.(row));

  return (
    <KitModal
      open
      title={title}
      width={spec.width}
      onOk={save}
      onCancel={() => {
        if (!dirty) return true;
        void askDiscard().then((discard) => discard && onClose());
        return false;
      }}
      onClose={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        // its fields' ids (`record_title`) differ from the search form's (`title`) on the page
        // behind it: each label names its own field
        name={RECORD_FORM}
        layout="vertical"
        initialValues={initial as object}
        onValuesChange={() => setDirty(true)}
      >
        {spec.fields
          .filter((field) => !field.only || field.only === mode)
          .map((field) => {
            const label = t(field.label ?? `${texts}.field.${field.name}`);
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={label}
                rules={fieldRules(field, label, t)}
                valuePropName={field.kind === 'switch' ? 'checked' : undefined}
              >
                {control(field, label, t, mode)}
              </Form.Item>
            );
          })}
      </Form>
      {confirmHolder}
    </KitModal>
  );
}
