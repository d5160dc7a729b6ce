/**
 * The data hierarchy dialog: the hierarchies of the MODAL style (the user model's
 * hierarchicalList). A chunk of its own, loaded when the user first asks for the dialog: antd's
 * Modal is most of the data hierarchy code and nothing else in the header needs it.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { Modal } from 'antd';
import { HierarchyDropdown } from './HierarchyDropdown';

export default function HierarchyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useIntl();
  const hierarchicalList = useModelState(userModel, (state) => state.hierarchicalList);
  return (
    <Modal
      open={open}
      title={t('hzero.common.title.dataHierarchy')}
      footer={null}
      onCancel={onClose}
    >
      {hierarchicalList.map((row) => (
        <HierarchyDropdown key={row.dataHierarchyCode} row={row} />
      ))}
    </Modal>
  );
}
