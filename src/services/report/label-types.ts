/**
 * Label templates of the report service (`/hrpt/v1/label-templates`, the platform's, site roles):
 * a label's size in millimetres, the fields it prints (free names, each with a sample value for
 * the preview) and its layout: text, barcode (Code 128) and QR elements placed in millimetres
 * from the label's top left corner. An element's content is text with `{field}` placeholders.
 */
import type { PagedQuery } from '../platform/types';

export const LABEL_ELEMENT_TYPES = ['TEXT', 'BARCODE', 'QRCODE'] as const;
export type LabelElementType = (typeof LABEL_ELEMENT_TYPES)[number];

/** A template's code: capital letters, digits, `_`, `.` and `-`. */
export const LABEL_CODE = /^[A-Z][A-Z0-9_.-]*$/;

/** A field's name: a letter, then letters, digits or `_`. */
export const LABEL_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** A label's width and height, whole millimetres. */
export const LABEL_SIZE = { min: 10, max: 300 } as const;

/** A field the label prints, with the value the preview shows for it. */
export interface LabelField {
  name: string;
  sample: string;
}

/** One element of the layout; position and size in whole millimetres. */
export interface LabelElement {
  type: LabelElementType;
  /** Text with `{field}` placeholders (a barcode or QR code encodes it filled in). */
  content: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One template (`GET /hrpt/v1/label-templates`). */
export interface LabelTemplateDto {
  templateId: number;
  templateCode: string;
  templateName: string;
  width: number;
  height: number;
  /** The dataset whose rows it prints (free text), or none. */
  datasetCode: string | null;
  fields: LabelField[];
  elements: LabelElement[];
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface LabelTemplateQuery extends PagedQuery {
  /** Contains, case-insensitive. */
  templateCode?: string;
  /** Contains, case-insensitive. */
  templateName?: string;
}

/** What a template is, besides its id, code and version (what a save writes). */
export type LabelTemplateBody = Omit<
  LabelTemplateDto,
  'templateId' | 'templateCode' | 'objectVersionNumber'
>;

/**
 * `POST /hrpt/v1/label-templates` creates one (no templateId; its code unique); `PUT` changes one
 * (its id and current `objectVersionNumber`; the code stays).
 */
export type LabelTemplateSave = LabelTemplateBody &
  Partial<Pick<LabelTemplateDto, 'templateId' | 'templateCode' | 'objectVersionNumber'>>;
