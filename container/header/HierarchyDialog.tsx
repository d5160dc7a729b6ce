/**
 * The data hierarchy dialog: the hierarchies of the MODAL style (the user model's
 * hierarchicalList). A chunk of its own, loaded when the user first asks for the dialog: antd's
 * Modal is most of the data hierarchy code and nothing else in the header needs it.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { Modal } from 'antd';
import type { MousePosition } from 'antd/es/modal/interface';
import { HierarchyDropdown } from './HierarchyDropdown';

export interface HierarchyDialogProps {
  open: boolean;
  onClose(): void;
  /** Where the click that opened it was, if it was a moment ago: the dialog grows from there. */
  mousePosition?: MousePosition;
}

export default function HierarchyDialog({ open, onClose, mousePosition }: HierarchyDialogProps) {
  const { t } = useIntl();
  const hierarchicalList = useModelState(userModel, (state) => state.hierarchicalList);
  return (
    <Modal
      open={open}
      title={t('hzero.common.title.dataHierarchy')}
      footer={null}
      mousePosition={mousePosition}
      onCancel={onClose}
    >
      {hierarchicalList.map((row) => (
        <HierarchyDropdown key={row.dataHierarchyCode} row={row} />
      ))}
    </Modal>
  );
}
