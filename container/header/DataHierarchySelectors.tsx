/**
 * Data hierarchy (spec sections 3 and 4, only for users with dataHierarchyFlag): the values the
 * user's data is scoped to. Hierarchies of the SELECT style sit in the header; those of the
 * MODAL style are chosen in a dialog. Loaded lazily: users without the flag never load this.
 */
import { ApartmentOutlined, DownOutlined, FilterOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ignoreReported } from '@polaris/core/request/client';
import { notifications } from '@polaris/core/request/notify';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from '@polaris/core/services/platform/data-hierarchies';
import type { DataHierarchyDto } from '@polaris/core/services/platform/types';
import { Button, Dropdown, Modal } from 'antd';
import { useEffect, useState } from 'react';

function HierarchyDropdown(props: {
  row: DataHierarchyDto;
  onChange(row: DataHierarchyDto): void;
}) {
  const { row, onChange } = props;
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    const option = row.valueList?.find((item) => String(item.value) === value);
    setBusy(true);
    try {
      const saved = await switchDataHierarchy({
        dataHierarchyCode: row.dataHierarchyCode,
        dataHierarchyValue: value,
        dataHierarchyMeaning: option?.meaning,
      });
      onChange({ ...row, ...saved, valueList: row.valueList });
      notifications.success();
    } catch {
      // the request layer said why; the value stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: (row.valueList ?? []).map((item) => ({
          key: String(item.value),
          label: item.meaning,
          disabled: String(item.value) === row.dataHierarchyValue,
        })),
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button
        type="text"
        className="polaris-header-select"
        loading={busy}
        icon={<FilterOutlined />}
        aria-label={`${row.dataHierarchyName}: ${row.dataHierarchyMeaning ?? '—'}`}
        title={`${row.dataHierarchyName}: ${row.dataHierarchyMeaning ?? '—'}`}
      >
        {/* the value on screen; what it is a value of in the tooltip and accessible name */}
        <span className="polaris-header-label">{row.dataHierarchyMeaning ?? '—'}</span>{' '}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export default function DataHierarchySelectors() {
  const { t, language } = useIntl();
  const [rows, setRows] = useState<DataHierarchyDto[]>([]);
  const [modalRows, setModalRows] = useState<DataHierarchyDto[] | null>(null);
  const [hasModal, setHasModal] = useState(false);

  useEffect(() => {
    let live = true;
    fetchDataHierarchyValue({ silent: true }).then(
      (value) => {
        if (!live) return;
        setRows(value.hasSelect ? value.selectList : []);
        setHasModal(Boolean(value.hasModal));
      },
      () => undefined, // no hierarchy selector; the rest of the header is unaffected
    );
    return () => {
      live = false;
    };
  }, [language]); // the server names values in the user's language

  const replace = (list: DataHierarchyDto[], row: DataHierarchyDto) =>
    list.map((item) => (item.dataHierarchyCode === row.dataHierarchyCode ? row : item));

  return (
    <>
      {rows.map((row) => (
        <HierarchyDropdown
          key={row.dataHierarchyCode}
          row={row}
          onChange={(next) => setRows((list) => replace(list, next))}
        />
      ))}
      {hasModal && (
        <Button
          type="text"
          icon={<ApartmentOutlined />}
          aria-label={t('hzero.common.title.dataHierarchy')}
          onClick={() =>
            void fetchDataHierarchyDetails({ displayStyle: 'MODAL' }).then(
              setModalRows,
              ignoreReported,
            )
          }
        />
      )}
      <Modal
        open={modalRows !== null}
        title={t('hzero.common.title.dataHierarchy')}
        footer={null}
        onCancel={() => setModalRows(null)}
      >
        {(modalRows ?? []).map((row) => (
          <HierarchyDropdown
            key={row.dataHierarchyCode}
            row={row}
            onChange={(next) => setModalRows((list) => replace(list ?? [], next))}
          />
        ))}
      </Modal>
    </>
  );
}
