/**
 * A list page's search form: the fields in a row with the search gutter, then Search and Reset.
 * Search hands the values on (the list drops the empty ones); Reset puts the fields back to their
 * initial values and searches with what is then shown, so the list and the form never disagree.
 */
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { SEARCH_FORM_GUTTER } from '../constants';

export interface SearchFormProps<F extends object> {
  form: FormInstance<F>;
  onSearch(values: F): void;
  initialValues?: Partial<F>;
  /** The fields, each in its own `<Col>`. */
  children: ReactNode;
  /** Columns (of 24) the buttons take. */
  buttonSpan?: number;
}

export function SearchForm<F extends object>(props: SearchFormProps<F>) {
  const { t } = useIntl();
  const { form, onSearch } = props;
  return (
    <Form<F> form={form} initialValues={props.initialValues} onFinish={onSearch}>
      <Row gutter={SEARCH_FORM_GUTTER}>
        {props.children}
        <Col span={props.buttonSpan ?? 6}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('hzero.common.kit.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch(form.getFieldsValue());
              }}
            >
              {t('hzero.common.kit.reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
