/**
 * Deploy a new version of a process: from a version (its graph as it is, with the name and
 * description typed here), or from a definition file (JSON: key, name, category, description,
 * nodes, flows), for the organisation chosen on the site form. The gateway checks the graph; a
 * refusal keeps the dialog open with what was chosen and typed.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { ResourceScope } from '@polaris/core/kit/resource/scope';
import type { ProcessDefinitionRow } from '@polaris/core/services/workflow/definition-admin-types';
import { Alert, Form, Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { deployProcess } from './api/deploy-process';
import { readDefinitionFile, type DefinitionFile } from './definition-file';

interface DeployValues {
  name?: string;
  description?: string;
  tenantId?: string;
}

export type DeploySource = { from: ProcessDefinitionRow } | { file: true };

export function DeployDialog(props: {
  source: DeploySource;
  scope: ResourceScope;
  onClose(): void;
  onDeployed(): void;
}) {
  const { t } = useIntl();
  const [form] = Form.useForm<DeployValues>();
  const [file, setFile] = useState<DefinitionFile | null>(null);
  // a file still being read when the dialog closes is read no further
  const reading = useRef<FileReader | null>(null);
  useEffect(() => () => reading.current?.abort(), []);
  const from = 'from' in props.source ? props.source.from : null;
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('hzero.common.kit.validation.required', { label: t(key) }),
  });

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(null);
    reading.current?.abort();
    const reader = new FileReader();
    reading.current = reader;
    reader.onload = () => setFile(readDefinitionFile(String(reader.result)));
    reader.onerror = () => setFile({ problem: 'hwfl.processDefine.file.notJson' });
    reader.readAsText(chosen);
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    const base = from ?? (file && 'definition' in file ? file.definition : null);
    if (!base) {
      if (!file) setFile({ problem: 'hwfl.processDefine.file.missing' });
      return false;
    }
    await deployProcess({
      processKey: base.processKey,
      name: from ? (values.name ?? '').trim() : base.name,
      category: base.category,
      description: from ? values.description?.trim() || null : base.description,
      nodes: base.nodes,
      flows: base.flows,
      ...(props.scope === 'site' && {
        tenantId: from ? from.tenantId : Number(values.tenantId),
      }),
    });
    props.onDeployed();
    return true;
  };

  return (
    <KitModal
      open
      title={
        from
          ? t('hwfl.processDefine.deploy.title', { key: from.processKey, version: from.version })
          : t('hwfl.processDefine.deploy.fileTitle')
      }
      okText={t('hwfl.processDefine.action.deploy')}
      onOk={save}
      onClose={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="deploy-process"
        layout="vertical"
        preserve={false}
        initialValues={{ name: from?.name ?? '', description: from?.description ?? '' }}
      >
        {from ? (
          <>
            <Alert type="info" showIcon message={t('hwfl.processDefine.deploy.hint')} />
            <Form.Item
              name="name"
              label={t('hwfl.processDefine.field.name')}
              rules={[required('hwfl.processDefine.field.name'), { max: 120 }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="description" label={t('hwfl.processDefine.field.description')}>
              <Input.TextArea rows={3} maxLength={480} />
            </Form.Item>
          </>
        ) : (
          <>
            {props.scope === 'site' && (
              <Form.Item
                name="tenantId"
                label={t('hwfl.processDefine.field.tenantId')}
                rules={[required('hwfl.processDefine.field.tenantId')]}
              >
                <LovSelect lovCode="HPFM.TENANT" />
              </Form.Item>
            )}
            <Form.Item
              label={t('hwfl.processDefine.field.file')}
              required
              validateStatus={file && 'problem' in file ? 'error' : undefined}
              help={file && 'problem' in file ? t(file.problem) : t('hwfl.processDefine.file.help')}
            >
              <input
                type="file"
                accept=".json,application/json"
                aria-label={t('hwfl.processDefine.field.file')}
                onChange={readFile}
              />
            </Form.Item>
            {file && 'definition' in file && (
              <Alert
                type="success"
                message={t('hwfl.processDefine.file.read', {
                  key: file.definition.processKey,
                  name: file.definition.name,
                  count: file.definition.nodes.length,
                })}
              />
            )}
          </>
        )}
      </Form>
    </KitModal>
  );
}
