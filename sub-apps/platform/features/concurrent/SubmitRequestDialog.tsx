/**
 * Submit a request: choose an enabled program, then fill exactly the parameters its definition
 * names, each starting at its default (the required ones checked, their message naming the
 * parameter; numbers and dates checked as the gateway checks them). A refusal by the gateway keeps the dialog open with what was typed.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import {
  PARAMETER_PATTERNS,
  type ConcurrentProgramDto,
} from '@polaris/core/services/scheduler/concurrent-types';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { fetchConcurrents } from './api/fetch-concurrents';
import { submitRequest } from './api/submit-request';

interface SubmitValues {
  concurrentId?: number;
  params?: Record<string, string | undefined>;
}

export function SubmitRequestDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { t } = useIntl();
  const [form] = Form.useForm<SubmitValues>();
  const programs = useQuery({
    queryKey: ['hsdr', 'concurrents', 'enabled'],
    queryFn: () => fetchConcurrents({ enabledFlag: 1, size: 1000 }),
  });
  const chosenId = Form.useWatch('concurrentId', form);
  const chosen: ConcurrentProgramDto | undefined = programs.data?.content.find(
    (program) => program.concurrentId === chosenId,
  );
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.concurrentId) return false;
    const requestParam: Record<string, string> = {};
    for (const [name, value] of Object.entries(values.params ?? {})) {
      if (value?.trim()) requestParam[name] = value.trim();
    }
    await submitRequest({ concurrentId: values.concurrentId, requestParam });
    onSaved();
    return true;
  };
  const programLabel = t('hsdr.concurrent.field.concurrentId');
  return (
    <KitModal
      open
      title={t('hsdr.concurrent.submit.title')}
      onOk={save}
      onClose={onClose}
      destroyOnHidden
    >
      <Form form={form} name="submit-request" layout="vertical" preserve={false}>
        <Form.Item
          name="concurrentId"
          label={programLabel}
          rules={[
            {
              required: true,
              message: t('hzero.common.kit.validation.required', { label: programLabel }),
            },
          ]}
        >
          <Select
            loading={programs.isPending}
            showSearch
            optionFilterProp="label"
            options={(programs.data?.content ?? []).map((program) => ({
              value: program.concurrentId,
              label: `${program.concurrentCode} ${program.concurrentName}`,
            }))}
          />
        </Form.Item>
        {chosen?.parameters.map((parameter) => (
          <Form.Item
            key={`${chosen.concurrentId}.${parameter.name}`}
            name={['params', parameter.name]}
            label={parameter.name}
            initialValue={parameter.defaultValue}
            rules={[
              {
                required: parameter.required,
                whitespace: true,
                message: t('hzero.common.kit.validation.required', { label: parameter.name }),
              },
              ...(PARAMETER_PATTERNS[parameter.type]
                ? [
                    {
                      pattern: PARAMETER_PATTERNS[parameter.type],
                      message: t(`hsdr.concurrent.error.${parameter.type}`, {
                        label: parameter.name,
                      }),
                    },
                  ]
                : []),
            ]}
          >
            <Input placeholder={t(`hsdr.concurrent.type.${parameter.type}`)} />
          </Form.Item>
        ))}
      </Form>
    </KitModal>
  );
}
