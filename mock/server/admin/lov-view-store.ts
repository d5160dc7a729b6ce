// The lookup views (/hpfm/lov-view): what `lov-view/info` answers and the Lookup Views page edits,
// seeded from mock/data/lovs.ts. A view's name and its lines' titles are kept in both answer
// languages; a save writes the saver's language and keeps the other (a new text is both).
import { lovViews, type SeedLovView } from '../../data/lovs';
import type { Texts } from '../../data/lov-types';
import type {
  LovViewHeaderDto,
  LovViewLineDto,
  LovViewRef,
} from '../../../src/services/platform/lov-view-admin-types';
import type { LanguageCode } from '../types';
import { AdminFailure, checkVersion, notFound } from './failure';
import { sameInBoth, withText } from './texts';

export interface StoredLovViewLine extends Omit<LovViewLineDto, 'display'> {
  display: Texts;
}

export interface StoredLovView extends Omit<LovViewHeaderDto, 'viewName' | 'viewLines'> {
  viewName: Texts;
  viewLines: StoredLovViewLine[];
}

/** What a create or an update writes (texts in the saver's language). */
export interface LovViewInput {
  viewName: string;
  lovCode: string;
  valueField: string;
  displayField: string;
  pageSize: number;
  enabledFlag: 0 | 1;
  viewLines: Omit<LovViewLineDto, 'orderSeq'>[];
}

/** A seed view's lines: its table columns in order, then the query fields that are no column. */
export function seedLines(view: SeedLovView): StoredLovViewLine[] {
  const lines: StoredLovViewLine[] = view.tableFields.map((column) => {
    const query = view.queryFields.find((field) => field.field === column.dataIndex);
    return {
      fieldName: column.dataIndex,
      display: column.title,
      queryFieldFlag: query ? 1 : 0,
      tableFieldFlag: 1,
      tableFieldWidth: column.width,
      dataType: query?.dataType ?? 'STRING',
      orderSeq: 0,
    };
  });
  view.queryFields
    .filter((field) => !view.tableFields.some((column) => column.dataIndex === field.field))
    .forEach((field) =>
      lines.push({
        fieldName: field.field,
        display: field.label,
        queryFieldFlag: 1,
        tableFieldFlag: 0,
        tableFieldWidth: null,
        dataType: field.dataType,
        orderSeq: 0,
      }),
    );
  return lines.map((line, index) => ({ ...line, orderSeq: (index + 1) * 10 }));
}

function seedViews(fieldsOf: (lovCode: string) => { valueField: string; displayField: string }) {
  return new Map(
    lovViews.map((view, index): [number, StoredLovView] => [
      index + 1,
      {
        viewHeaderId: index + 1,
        viewCode: view.viewCode,
        viewName: view.name,
        lovCode: view.lovCode,
        ...fieldsOf(view.lovCode),
        pageSize: view.pageSize,
        enabledFlag: 1,
        tenantId: 0,
        objectVersionNumber: 1,
        viewLines: seedLines(view),
      },
    ]),
  );
}

/** A text written in one language: the other keeps what it had (a new text is both). */
const written = (before: Texts | undefined, text: string, lang: LanguageCode): Texts =>
  before ? withText(before, lang, text) : sameInBoth(text);

/** The view (or line) as a caller in `lang` reads it. */
export function viewIn(view: StoredLovView, lang: LanguageCode): LovViewHeaderDto {
  return {
    ...view,
    viewName: view.viewName[lang],
    viewLines: view.viewLines.map((line) => ({ ...line, display: line.display[lang] })),
  };
}

export class LovViewStore {
  private views: Map<number, StoredLovView>;
  private nextId: number;

  constructor(
    private readonly fieldsOf: (lovCode: string) => { valueField: string; displayField: string },
  ) {
    this.views = seedViews(fieldsOf);
    this.nextId = this.views.size + 1;
  }

  reset(): void {
    this.views = seedViews(this.fieldsOf);
    this.nextId = this.views.size + 1;
  }

  list(): StoredLovView[] {
    return [...this.views.values()];
  }

  byCode(viewCode: string): StoredLovView | undefined {
    return this.list().find((view) => view.viewCode === viewCode);
  }

  create(viewCode: string, input: LovViewInput, lang: LanguageCode): StoredLovView {
    if (this.byCode(viewCode)) {
      throw new AdminFailure('error.lov_view.exists', {
        zh_CN: `值集视图 ${viewCode} 已存在`,
        en_US: `Lookup view ${viewCode} already exists`,
      });
    }
    const view = this.written(
      { viewHeaderId: this.nextId, viewCode, tenantId: 0, objectVersionNumber: 0 },
      undefined,
      input,
      lang,
    );
    this.nextId += 1;
    return view;
  }

  update(ref: LovViewRef, input: LovViewInput, lang: LanguageCode): StoredLovView {
    const view = this.found(ref);
    return this.written(view, view, input, lang);
  }

  /** A view's name in every language at once (the Multilingual Texts page). */
  translateName(viewHeaderId: number, viewName: Texts): StoredLovView {
    const view = this.views.get(viewHeaderId);
    if (!view) {
      throw notFound(
        `值集视图 ${viewHeaderId} 不存在`,
        `Lookup view ${viewHeaderId} does not exist`,
      );
    }
    const saved = { ...view, viewName, objectVersionNumber: view.objectVersionNumber + 1 };
    this.views.set(viewHeaderId, saved);
    return saved;
  }

  /** All or none: an unknown or stale view fails the lot. */
  remove(refs: LovViewRef[]): void {
    refs.forEach((ref) => this.found(ref));
    refs.forEach((ref) => this.views.delete(ref.viewHeaderId));
  }

  private written(
    key: Pick<StoredLovView, 'viewHeaderId' | 'viewCode' | 'tenantId' | 'objectVersionNumber'>,
    before: StoredLovView | undefined,
    input: LovViewInput,
    lang: LanguageCode,
  ): StoredLovView {
    const view: StoredLovView = {
      ...key,
      ...input,
      objectVersionNumber: key.objectVersionNumber + 1,
      viewName: written(before?.viewName, input.viewName, lang),
      viewLines: input.viewLines.map((line, index) => ({
        ...line,
        display: written(
          before?.viewLines.find((old) => old.fieldName === line.fieldName)?.display,
          line.display,
          lang,
        ),
        orderSeq: (index + 1) * 10,
      })),
    };
    this.views.set(view.viewHeaderId, view);
    return view;
  }

  private found(ref: LovViewRef): StoredLovView {
    const view = this.views.get(ref.viewHeaderId);
    if (!view) {
      throw notFound(
        `值集视图 ${ref.viewHeaderId} 不存在`,
        `Lookup view ${ref.viewHeaderId} does not exist`,
      );
    }
    checkVersion(view, ref.objectVersionNumber);
    return view;
  }
}
