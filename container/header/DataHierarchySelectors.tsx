/**
 * Data hierarchy (spec sections 3 and 4, only for users with dataHierarchyFlag): the values the
 * user's data is scoped to. Hierarchies of the SELECT style sit in the header; those of the
 * MODAL style are chosen in a dialog. Loaded lazily: users without the flag never load this.
 */
import { ApartmentOutlined, DownOutlined, FilterOutlined } from '@ant-design/icons';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { ignoreReported } from '@polaris/core/request/client';
import { notifications } from '@polaris/core/request/notify';
import type { DataHierarchyDto } from '@polaris/core/services/platform/types';
import { Dropdown } from '@polaris/core/components/antd-parts';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';

function HierarchyDropdown({ row }: { row: DataHierarchyDto }) {
  const dispatch = useModelDispatch();
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    const option = row.valueList?.find((item) => String(item.value) === value);
    setBusy(true);
    try {
      await dispatch({
        type: 'user/switchHierarchy',
        payload: {
          dataHierarchyCode: row.dataHierarchyCode,
          dataHierarchyValue: value,
          dataHierarchyMeaning: option?.meaning,
        },
      });
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

/** The user model's hierarchicalSelectList in the header, its hierarchicalList in the dialog. */
export default function DataHierarchySelectors() {
  const { t, language } = useIntl();
  const dispatch = useModelDispatch();
  const { hierarchicalSelectList, hierarchicalList, isModal } = useModelState(userModel);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    // no hierarchy selector when this fails; the rest of the header is unaffected
    void Promise.resolve(dispatch({ type: 'user/fetchHierarchicalSelectList' })).catch(
      ignoreReported,
    );
  }, [dispatch, language]); // the server names values in the user's language

  const openDialog = () =>
    void Promise.resolve(dispatch({ type: 'user/fetchHierarchicalList' })).then(
      () => setDialogOpen(true),
      ignoreReported,
    );

  return (
    <>
      {hierarchicalSelectList.map((row) => (
        <HierarchyDropdown key={row.dataHierarchyCode} row={row} />
      ))}
      {isModal === 1 && (
        <Button
          type="text"
          icon={<ApartmentOutlined />}
          aria-label={t('hzero.common.title.dataHierarchy')}
          onClick={openDialog}
        />
      )}
      <Modal
        open={dialogOpen}
        title={t('hzero.common.title.dataHierarchy')}
        footer={null}
        onCancel={() => setDialogOpen(false)}
      >
        {hierarchicalList.map((row) => (
          <HierarchyDropdown key={row.dataHierarchyCode} row={row} />
        ))}
      </Modal>
    </>
  );
}
