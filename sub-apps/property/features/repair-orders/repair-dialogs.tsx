/**
 * The repair order's own dialogs, as kit forms (validation in the user's language; a refused
 * call keeps what was entered): Dispatch a NEW order to one of the tenant's workers, and Close a
 * DISPATCHED one with what was done and at least one photo (the kit's attachment: the photos
 * are uploaded first, the close sends the attachment's UUID).
 */
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { ResourceForm } from '@polaris/core/kit/resource/ResourceForm';
import type { FormSpec } from '@polaris/core/kit/resource/types';
import { notifications } from '@polaris/core/request/notify';
import { REPAIR_DESCRIPTION_MAX } from '@polaris/core/services/property/service-flow';
import {
  REPAIR_BUCKET,
  REPAIR_DIRECTORY,
  type RepairOrderDto,
} from '@polaris/core/services/property/service-types';
import { useQueryClient } from '@tanstack/react-query';
import { closeRepairOrder } from './api/close-repair-order';
import { dispatchRepairOrder } from './api/dispatch-repair-order';
import { WorkerSelect } from './choice-selects';
import { REPAIR_ORDERS_KEY } from './repair-orders-resource';

/** Photos of the finished repair. */
export const PHOTO_ACCEPT = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

export type RepairDialog = 'dispatch' | 'close';

const titleValues = (order: RepairOrderDto) => ({ id: order.repairOrderId, name: order.houseName });

const dispatchForm: FormSpec<RepairOrderDto, { workerId: string }> = {
  editTitle: 'wuye.repair.dispatch.title',
  titleValues,
  create: false,
  fields: [
    {
      name: 'workerId',
      kind: 'custom',
      required: true,
      message: 'wuye.repair.error.worker',
      render: () => <WorkerSelect />,
    },
  ],
  initial: (order) => ({ workerId: order?.workerId ? String(order.workerId) : '' }),
  save: (values, order) =>
    dispatchRepairOrder({
      repairOrderId: order!.repairOrderId,
      objectVersionNumber: order!.objectVersionNumber,
      workerId: Number(values.workerId),
    }),
};

const closeForm: FormSpec<RepairOrderDto, { resolution: string; attachmentUuid?: string }> = {
  editTitle: 'wuye.repair.close.title',
  titleValues,
  create: false,
  width: 600,
  fields: [
    { name: 'resolution', kind: 'textarea', required: true, maxLength: REPAIR_DESCRIPTION_MAX },
    {
      name: 'attachmentUuid',
      kind: 'custom',
      required: true,
      message: 'wuye.repair.error.photos',
      render: () => (
        <Attachment bucketName={REPAIR_BUCKET} directory={REPAIR_DIRECTORY} accept={PHOTO_ACCEPT} />
      ),
    },
  ],
  initial: () => ({ resolution: '', attachmentUuid: undefined }),
  save: (values, order) =>
    closeRepairOrder({
      repairOrderId: order!.repairOrderId,
      objectVersionNumber: order!.objectVersionNumber,
      resolution: values.resolution.trim(),
      attachmentUuid: values.attachmentUuid ?? '',
    }),
};

export function RepairOrderDialog({
  order,
  dialog,
  onClose,
}: {
  order: RepairOrderDto;
  dialog: RepairDialog;
  onClose(): void;
}) {
  const client = useQueryClient();
  const saved = () => {
    notifications.success();
    void client.invalidateQueries({ queryKey: REPAIR_ORDERS_KEY });
  };
  const spec = dialog === 'dispatch' ? dispatchForm : closeForm;
  return (
    <ResourceForm
      // a form of its own per order and dialog
      key={`${dialog}-${order.repairOrderId}`}
      spec={spec as FormSpec<RepairOrderDto, unknown>}
      texts="wuye.repair"
      row={order}
      onClose={onClose}
      onSaved={saved}
    />
  );
}
