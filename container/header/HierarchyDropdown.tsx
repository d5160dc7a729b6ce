/**
 * One data hierarchy as a drop-down of its values (spec sections 3 and 4): in the header for the
 * SELECT style, in the data hierarchy dialog for the MODAL style. Choosing a value switches the
 * user's data scope.
 */
import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import { useModelDispatch } from '@polaris/core/core/model/react';
import { notifications } from '@polaris/core/request/notify';
import type { DataHierarchyDto } from '@polaris/core/services/platform/types';
import { Dropdown } from '@polaris/core/components/antd-parts';
import { Button } from 'antd';
import { useRef, useState } from 'react';

export function HierarchyDropdown({ row }: { row: DataHierarchyDto }) {
  const dispatch = useModelDispatch();
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choose = async (value: string) => {
    // as a native select does: focus goes back to the drop-down, not to the page, so the keyboard
    // (Escape closing the dialog around it, Tab onwards) keeps working after a choice
    buttonRef.current?.focus();
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
  const label = `${row.dataHierarchyName}: ${row.dataHierarchyMeaning ?? '—'}`;
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
        ref={buttonRef}
        type="text"
        className="polaris-header-select"
        loading={busy}
        icon={<FilterOutlined aria-hidden />}
        aria-label={label}
        title={label}
      >
        {/* the value on screen (only the icon in a narrow window); what it is a value of in the
            tooltip and the accessible name, which the icons do not repeat */}
        <span className="polaris-header-label">{row.dataHierarchyMeaning ?? '—'}</span>{' '}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
