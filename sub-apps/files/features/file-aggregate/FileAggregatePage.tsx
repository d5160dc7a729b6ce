/**
 * /hfle/file-aggregate (File Summary): every stored file the role may see, newest first; search
 * by bucket, name, type and upload dates; download, preview images, delete; upload into a bucket.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ActionsList } from '@polaris/core/kit/actions/ActionsList';
import { FileName, TextWithFileName } from '@polaris/core/kit/attachment/FileName';
import {
  formatFileSize,
  isPreviewableImage,
  visibleFileName,
} from '@polaris/core/kit/attachment/rules';
import { useFileActions } from '@polaris/core/kit/attachment/use-file-actions';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { useModalHelper } from '@polaris/core/kit/modal/use-modal-helper';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import {
  FILE_BUCKETS,
  type FileAggregateDto,
  type FileAggregateQuery,
} from '@polaris/core/services/file/types';
import { Button, Card, Col, DatePicker, Form, Input, Select } from 'antd';
import { useDeleteFile, useFileList } from './api/use-files';
import { queryOf, type FileFilters } from './search-query';
import { UploadPanel } from './UploadPanel';

const BUCKET_OPTIONS = FILE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket }));

export default function FileAggregatePage() {
  const { t } = useIntl();
  const list = useFileList();
  const remove = useDeleteFile();
  const actions = useFileActions({});
  const [modals, modalHolder] = useModalHelper();
  const [form] = Form.useForm<FileFilters>();
  const field = (name: string) => t(`hfle.fileAggregate.field.${name}`);
  const title = t('hfle.fileAggregate.title');

  const actionsOf = (file: FileAggregateDto) => [
    {
      key: 'download',
      label: t('hfle.fileAggregate.download'),
      onClick: () => actions.download(file),
    },
    ...(isPreviewableImage(file)
      ? [
          {
            key: 'preview',
            label: t('hfle.fileAggregate.preview'),
            onClick: () => actions.preview(file),
          },
        ]
      : []),
    {
      key: 'delete',
      label: t('hfle.fileAggregate.delete'),
      danger: true,
      onClick: () =>
        modals.open({
          title: (
            <TextWithFileName
              text={t('hfle.fileAggregate.deleteTitle', { name: visibleFileName(file.fileName) })}
              name={file.fileName}
            />
          ),
          content: t('hfle.fileAggregate.deleteContent', { bucket: file.bucketName }),
          okText: t('hfle.fileAggregate.delete'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync({ file }),
        }),
    },
  ];

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      {modalHolder}
      {actions.holder}
      <UploadPanel onUploaded={() => void list.query.refetch()} />
      <SearchForm<FileFilters>
        form={form}
        onSearch={(values) => list.search(queryOf(values))}
        buttonSpan={4}
      >
        <Col span={4}>
          <Form.Item name="bucketName" label={field('bucketName')}>
            <Select allowClear options={BUCKET_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="fileName" label={field('fileName')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="fileType" label={field('fileType')}>
            <Input allowClear placeholder="image/png" />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="created" label={field('created')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<FileAggregateDto, FileAggregateQuery>
        list={list}
        caption={title}
        rowKey="fileUrl"
        columns={[
          {
            title: field('fileName'),
            dataIndex: 'fileName',
            width: 240,
            render: (name: string, file) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => actions.download(file)}>
                <FileName name={name} />
              </Button>
            ),
          },
          { title: field('bucketName'), dataIndex: 'bucketName', width: 100 },
          { title: field('directory'), dataIndex: 'directory', width: 140 },
          { title: field('fileType'), dataIndex: 'fileType', width: 150 },
          {
            title: field('fileSize'),
            dataIndex: 'fileSize',
            width: 100,
            align: 'right',
            render: (size?: number) => formatFileSize(size),
          },
          { title: field('tenantName'), dataIndex: 'tenantName', width: 160 },
          { title: field('creationDate'), dataIndex: 'creationDate', width: 170 },
          {
            title: field('actions'),
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_value, file) => <ActionsList actions={actionsOf(file)} />,
          },
        ]}
      />
    </Card>
  );
}
