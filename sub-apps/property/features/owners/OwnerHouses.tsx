/** An owner's houses, as the owner's drawer lists them: each by the organisation's room label. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { OwnerDto, OwnerHouse } from '@polaris/core/services/property/records-types';
import { Empty, Table } from 'antd';

export function OwnerHouses({ owner }: { owner: OwnerDto }) {
  const { t } = useIntl();
  if (owner.houses.length === 0) return <Empty description={t('wuye.owner.houses.none')} />;
  return (
    <Table<OwnerHouse>
      size="small"
      rowKey="houseId"
      pagination={false}
      caption={t('wuye.owner.houses.caption', { name: owner.ownerName })}
      dataSource={owner.houses}
      columns={[
        { title: t('wuye.owner.houses.house'), dataIndex: 'houseName' },
        { title: t('wuye.owner.houses.building'), dataIndex: 'building', width: 80 },
        { title: t('wuye.owner.houses.unit'), dataIndex: 'unit', width: 70 },
        { title: t('wuye.owner.houses.roomNumber'), dataIndex: 'roomNumber', width: 100 },
        { title: t('wuye.owner.houses.area'), dataIndex: 'area', width: 100, align: 'right' },
        {
          title: t('wuye.owner.houses.status'),
          dataIndex: 'houseStatus',
          width: 90,
          render: (status: string) => t(`wuye.owner.status.${status}`),
        },
      ]}
    />
  );
}
