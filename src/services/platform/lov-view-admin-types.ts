/**
 * The Lookup Views page's records (/hpfm/lov-view, HZERO's `lov-view-headers`), shared with the
 * gateway: a view reads a lookup (`lovCode`: a value set or a data lookup), names the row fields
 * that are the value and the shown text, and lists its fields (`viewLines`): each a query field of
 * the dialog, a column of its table, or both. Texts (the view's name, a line's title) are the
 * caller's language; a save writes them in that language, the others kept.
 */

export type LovViewDataType = 'STRING' | 'NUMBER' | 'SELECT';

export interface LovViewLineDto {
  fieldName: string;
  display: string;
  queryFieldFlag: 0 | 1;
  tableFieldFlag: 0 | 1;
  tableFieldWidth: number | null;
  dataType: LovViewDataType | (string & {});
  orderSeq: number;
}

export interface LovViewHeaderDto {
  viewHeaderId: number;
  viewCode: string;
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize: number;
  enabledFlag: 0 | 1;
  tenantId: number;
  objectVersionNumber: number;
  viewLines: LovViewLineDto[];
}

export interface LovViewQuery {
  viewCode?: string;
  viewName?: string;
  lovCode?: string;
}

/** What a create (no viewHeaderId) and an update (viewHeaderId and version) send. */
export interface LovViewSave {
  viewHeaderId?: number;
  objectVersionNumber?: number;
  viewCode?: string;
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize: number;
  enabledFlag: 0 | 1;
  viewLines: Omit<LovViewLineDto, 'orderSeq'>[];
}

export type LovViewRef = Pick<LovViewHeaderDto, 'viewHeaderId' | 'objectVersionNumber'>;
