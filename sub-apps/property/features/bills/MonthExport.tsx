/**
 * The month export: the chosen month's bills as the office's workbook (.xlsx), guarded by its
 * code. A failure says why.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { notifications } from '@polaris/core/request/notify';
import { useState } from 'react';
import { exportMonth } from './api/export-month';
import { billPermission } from './bills-resource';

export function MonthExport() {
  const { t } = useIntl();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const text = month.format('YYYY-MM');
    setBusy(true);
    const answer = await exportMonth(text, t('wuye.bill.export.fileName', { month: text }));
    setBusy(false);
    if (!answer.success) notifications.error(answer.message);
  };

  return (
    <Space.Compact>
      <DatePicker
        picker="month"
        allowClear={false}
        value={month}
        onChange={(value) => value && setMonth(value)}
        aria-label={t('wuye.bill.export.month')}
      />
      <ButtonPermission
        icon={<DownloadOutlined />}
        loading={busy}
        permissionList={[billPermission('export')]}
        onClick={() => void run()}
      >
        {t('wuye.bill.export.run')}
      </ButtonPermission>
    </Space.Compact>
  );
}
