/**
 * The property office's customer service (`/wy/api/v1.0/PROP/...`, issue 23): repair orders with
 * their dispatch and close, the tenant's repair workers, and complaints and suggestions with
 * their reply thread. The mock gateway answers these types (mock/server/api/property-service*.ts).
 */

export const REPAIR_STATUSES = ['NEW', 'DISPATCHED', 'CLOSED'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Where a closed order's photos are stored (a bucket of spec section 9). */
export const REPAIR_BUCKET = 'hpfm';
export const REPAIR_DIRECTORY = 'wuye/repair';

/** One repair order (a row of `GET PROP/repair-order`, and the answer of its writes). */
export interface RepairOrderDto {
  repairOrderId: number;
  houseId: string;
  /** Project, building and room, as the property office names the house. */
  houseName: string;
  reporter: string;
  phone: string;
  description: string;
  status: RepairStatus;
  workerId: number | null;
  workerName: string | null;
  /** What was done, written when closing. */
  resolution: string | null;
  /** The photos taken when closing (an attachment UUID of REPAIR_BUCKET). */
  attachmentUuid: string | null;
  createdAt: string;
  dispatchedAt: string | null;
  closedAt: string | null;
  objectVersionNumber: number;
}

export interface RepairOrderQuery {
  status?: RepairStatus;
  /** Part of the house's name. */
  houseName?: string;
  reporter?: string;
}

/** `POST PROP/repair-order`: a NEW order. */
export interface RepairOrderCreate {
  houseId: string;
  reporter: string;
  phone: string;
  description: string;
}

/** `POST PROP/repair-order/dispatch`: a NEW order to one of the tenant's workers. */
export interface RepairDispatch {
  repairOrderId: number;
  objectVersionNumber: number;
  workerId: number;
}

/** `POST PROP/repair-order/close`: a DISPATCHED order, with at least one photo. */
export interface RepairClose {
  repairOrderId: number;
  objectVersionNumber: number;
  resolution: string;
  attachmentUuid: string;
}

/** A house a new order may be for (`GET PROP/repair-order/houses`). */
export interface HouseOption {
  houseId: string;
  houseName: string;
}

/** A repair worker of the tenant (`GET PROP/worker`). */
export interface WorkerDto {
  workerId: number;
  workerName: string;
  trade: string;
  phone: string;
}

export const COMPLAINT_KINDS = ['COMPLAINT', 'SUGGESTION'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const COMPLAINT_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** One complaint or suggestion (a row of `GET PROP/complaint`). */
export interface ComplaintDto {
  complaintId: number;
  kind: ComplaintKind;
  houseId: string;
  houseName: string;
  submitter: string;
  title: string;
  content: string;
  status: ComplaintStatus;
  replyCount: number;
  createdAt: string;
  objectVersionNumber: number;
}

export interface ComplaintQuery {
  kind?: ComplaintKind;
  status?: ComplaintStatus;
  houseName?: string;
  title?: string;
}

/** One message of a complaint's thread. */
export interface ComplaintReplyDto {
  replyId: number;
  author: string;
  text: string;
  createdAt: string;
}

/**
 * A file of the legacy storage, as old complaints carry it: its key in the file store and, for
 * an image, the address it was shown from.
 */
export interface LegacyAttachment {
  fileKey: string;
  fileName: string;
  imageUrl?: string;
}

/** `GET PROP/complaint/{complaintId}`: the complaint, its thread oldest first, its files. */
export interface ComplaintDetailDto extends ComplaintDto {
  replies: ComplaintReplyDto[];
  attachments: LegacyAttachment[];
}

/** `POST PROP/complaint/reply`: a message added to the thread (the complaint becomes REPLIED). */
export interface ComplaintReplyCreate {
  complaintId: number;
  text: string;
}

/** `POST PROP/complaint/close`. */
export interface ComplaintClose {
  complaintId: number;
  objectVersionNumber: number;
}
