/**
 * The house import (its own chunk, opened from the Houses toolbar): the template to fill in, one
 * spreadsheet chosen (.xlsx or .csv, checked before it is sent), Import; then how many houses were
 * saved and each refused cell by row, column and why (the gateway's words, in the user's
 * language). Another file may be imported after; Close ends it.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { FileName } from '@polaris/core/kit/attachment/FileName';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type {
  HouseImportError,
  HouseImportResult,
} from '@polaris/core/services/property/records-types';
import { Alert, Button, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { downloadHouseTemplate } from './api/download-house-template';
import { importHouses } from './api/import-houses';
import { importFileProblem } from './import-file';

// optional: the manifest loads this part as a component of its own (no props) before it is opened
export interface HouseImportProps {
  onClose?(): void;
  /** Some rows were saved: the lists change. */
  onImported?(): void;
}

const nothing = () => undefined;

export default function HouseImport({ onClose = nothing, onImported = nothing }: HouseImportProps) {
  const { t } = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<HouseImportResult | null>(null);

  const choose = (chosen: File) => {
    const why = importFileProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
    return false; // kept here until Import
  };
  const run = async () => {
    if (!file) return false;
    const answer = await importHouses(file, file.name);
    setResult(answer);
    setFile(null);
    if (answer.imported > 0) onImported();
    return false; // stays open on the report
  };

  return (
    <KitModal
      open
      width={720}
      title={t('wuye.house.import.title')}
      okText={t('wuye.house.import.ok')}
      okButtonProps={{ disabled: !file }}
      cancelText={t('wuye.house.import.close')}
      onOk={run}
      onClose={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('wuye.house.import.hint')}{' '}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadHouseTemplate(t('wuye.house.import.templateFile'))}
          >
            {t('wuye.house.import.template')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={choose}
        >
          <p>
            <InboxOutlined style={{ fontSize: 32 }} />
          </p>
          <p>{file ? <FileName name={file.name} /> : t('wuye.house.import.choose')}</p>
        </Upload.Dragger>
        {problem && <Alert type="error" showIcon message={t(problem)} />}
        {result && <ImportReport result={result} />}
      </Space>
    </KitModal>
  );
}

function ImportReport({ result }: { result: HouseImportResult }) {
  const { t } = useIntl();
  const summary = t('wuye.house.import.done', {
    imported: result.imported,
    refused: new Set(result.errors.map((error) => error.row)).size,
  });
  return (
    <>
      <Alert type={result.errors.length > 0 ? 'warning' : 'success'} showIcon message={summary} />
      {result.errors.length > 0 && (
        <Table<HouseImportError>
          size="small"
          pagination={false}
          rowKey={(error) => `${error.row}-${error.column}-${error.message}`}
          dataSource={result.errors}
          caption={t('wuye.house.import.errors')}
          columns={[
            { title: t('wuye.house.import.row'), dataIndex: 'row', width: 70 },
            { title: t('wuye.house.import.column'), dataIndex: 'column', width: 140 },
            { title: t('wuye.house.import.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </>
  );
}
