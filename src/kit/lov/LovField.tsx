/**
 * A lookup field over a lookup view (spec section 7 `lov-view/info`, `lovs/data`): shows the
 * chosen meanings; its button opens a dialog with the view's query fields, a paged table of the
 * lookup's rows (`lovCode` is the query key) and single (radio, or double-click) or multiple
 * (checkbox, kept across pages) choice. Use it as a Form.Item's control.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { tablePagination } from '../table/table-pagination';
import {
  choiceOf,
  choicesOf,
  displayOf,
  lovQuery,
  type LovChoice,
  type LovFieldValue,
} from './lov-choice';
import { useLovRows, useLovView } from './use-lov';

export interface LovFieldProps {
  viewCode: string;
  multiple?: boolean;
  value?: LovFieldValue;
  onChange?: (value: LovChoice | LovChoice[] | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

type Row = Record<string, unknown>;

export function LovField(props: LovFieldProps) {
  const { t } = useIntl();
  const [open, setOpen] = useState(false);
  const shown = displayOf(props.value);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={props.id}
          readOnly
          value={shown}
          placeholder={props.placeholder}
          disabled={props.disabled}
          aria-label={props['aria-label']}
          onClick={() => !props.disabled && setOpen(true)}
          allowClear={!props.disabled && shown !== ''}
          onChange={(event) => event.target.value === '' && props.onChange?.(null)}
        />
        <Button
          icon={<SearchOutlined />}
          disabled={props.disabled}
          aria-label={t('hzero.common.kit.lov.choose')}
          onClick={() => setOpen(true)}
        />
      </Space.Compact>
      {open && (
        <LovDialog
          {...props}
          onClose={() => setOpen(false)}
          onChoose={(choices) => {
            props.onChange?.(props.multiple ? choices : (choices[0] ?? null));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function LovDialog(
  props: LovFieldProps & { onClose(): void; onChoose(choices: LovChoice[]): void },
) {
  const { t } = useIntl();
  const view = useLovView(props.viewCode);
  const info = view.data;
  const [form] = Form.useForm<Row>();
  const [typed, setTyped] = useState<Row>({});
  const [pager, setPager] = useState({ current: 1, pageSize: info?.pageSize ?? 10 });
  const [chosen, setChosen] = useState(
    () => new Map(choicesOf(props.value).map((choice) => [String(choice.value), choice])),
  );
  const rows = useLovRows<Row>(info?.lovCode, lovQuery(typed, pager));
  const valueField = info?.valueField ?? 'value';
  const displayField = info?.displayField ?? 'meaning';
  const pick = (list: Row[]) =>
    new Map(list.map((row) => [String(row[valueField]), choiceOf(row, valueField, displayField)]));

  const onSelect = (keys: React.Key[], selected: Row[]) => {
    if (!props.multiple) return setChosen(pick(selected));
    // kept across pages: this page's rows as ticked now, the others as they were
    const onPage = new Set((rows.data?.rows ?? []).map((row) => String(row[valueField])));
    const next = new Map([...chosen].filter(([key]) => !onPage.has(key)));
    pick(selected).forEach(
      (choice, key) => keys.map(String).includes(key) && next.set(key, choice),
    );
    setChosen(next);
  };

  return (
    <Modal
      open
      centered
      width={720}
      title={info?.viewName ?? t('hzero.common.kit.lov.choose')}
      okText={t('hzero.common.kit.lov.ok')}
      okButtonProps={{ disabled: chosen.size === 0 }}
      onOk={() => props.onChoose([...chosen.values()])}
      onCancel={props.onClose}
    >
      {view.isError && (
        <Alert
          type="error"
          message={t('hzero.common.kit.lov.failed')}
          action={
            <Button onClick={() => void view.refetch()}>{t('hzero.common.button.retry')}</Button>
          }
        />
      )}
      {info && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={(values) => {
            setTyped(values);
            setPager((page) => ({ ...page, current: 1 }));
          }}
        >
          {info.queryFields.map((field) => (
            <Form.Item key={field.field} name={field.field} label={field.label}>
              <Input allowClear />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              {t('hzero.common.kit.lov.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setTyped({});
                setPager((page) => ({ ...page, current: 1 }));
              }}
            >
              {t('hzero.common.kit.lov.reset')}
            </Button>
          </Space>
        </Form>
      )}
      <Table<Row>
        size="small"
        rowKey={(row) => String(row[valueField])}
        loading={view.isPending || rows.isFetching}
        dataSource={rows.data?.rows ?? []}
        columns={(info?.tableFields ?? []).map((field) => ({
          title: field.title,
          dataIndex: field.dataIndex,
          width: field.width,
        }))}
        rowSelection={{
          type: props.multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onChange: onSelect,
        }}
        onRow={(row) => ({
          onDoubleClick: () =>
            !props.multiple && props.onChoose([choiceOf(row, valueField, displayField)]),
        })}
        pagination={tablePagination({ ...pager, total: rows.data?.total ?? 0 }, t)}
        onChange={(page) =>
          setPager({ current: page.current ?? 1, pageSize: page.pageSize ?? pager.pageSize })
        }
      />
    </Modal>
  );
}
