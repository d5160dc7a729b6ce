/** @jest-environment jsdom */
import { Table } from 'antd';
import { screen } from '@testing-library/react';
import { useIntl } from '../../i18n/useIntl';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { tablePagination } from './table-pagination';

beforeAll(prepareDomForAntd);

const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function Paged({ current }: { current: number }) {
  const { t } = useIntl();
  return (
    <Table
      rowKey="id"
      dataSource={rows}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      pagination={tablePagination({ current, pageSize: 10, total: 42 }, t)}
    />
  );
}

describe('tablePagination', () => {
  it('sets the pager, the size options and the total text', () => {
    const config = tablePagination({ current: 2, pageSize: 20, total: 42 }, (key) => key, {
      simple: true,
    });
    expect(config).toMatchObject({
      current: 2,
      pageSize: 20,
      total: 42,
      showSizeChanger: true,
      pageSizeOptions: ['10', '20', '50', '100'],
      simple: true,
    });
  });

  it.each([
    ['en_US', 1, '1 - 10 of 42 items'],
    ['en_US', 5, '41 - 42 of 42 items'],
    ['zh_CN', 1, '显示 1 - 10 条，共 42 条'],
  ])('shows the total in %s on page %p as %p', (language, current, text) => {
    renderPage(<Paged current={current} />, { texts: kitTexts, language });
    expect(screen.getByText(text)).toBeTruthy();
  });
});
