// The Multilingual Texts page (/hpfm/multi-language, site level): translatable fields of the
// platform's records (mock/server/texts/translatable.ts) listed with their text per answer
// language, read (`GET multi-language?tableName=&fieldName=&id=`, HZERO's table form beside the
// `_token` one) and written in every language at once (`PUT multi-language`). Every role reads
// them; a site-level role holding the page's code writes them.
import { seedLanguages } from '../../data/languages';
import { t, type Texts } from '../../data/lov-types';
import { invalid, notFound } from '../admin/failure';
import { arrayBody, FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { MultiLanguageRow } from '../platform-types';
import {
  TRANSLATABLE_FIELDS,
  translatableField,
  type TranslatableField,
  type TranslatableRecord,
} from '../texts/translatable';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const MULTI_LANGUAGE_EDIT = 'hpfm.multi-language.button.edit';

const TEXT_MAX = 240;
const WHAT = t('修改平台数据的多语言文本', 'change the translations of platform data');

const rowOf = (field: TranslatableField, record: TranslatableRecord) => ({
  textKey: `${field.tableName}/${field.fieldName}/${record.id}`,
  tableName: field.tableName,
  fieldName: field.fieldName,
  id: record.id,
  recordCode: record.recordCode,
  zh_CN: record.texts.zh_CN,
  en_US: record.texts.en_US,
});

const listTexts: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const tableName = query.text('tableName') ?? undefined;
  const recordCode = query.text('recordCode') ?? undefined;
  const value = query.text('value') ?? undefined;
  const rows = TRANSLATABLE_FIELDS.filter(
    (field) => tableName === undefined || field.tableName === tableName,
  )
    .flatMap((field) => field.records(ctx.state).map((record) => rowOf(field, record)))
    .filter(
      (row) =>
        contains(row.recordCode, recordCode) &&
        (contains(row.zh_CN, value) || contains(row.en_US, value)),
    );
  const order = TRANSLATABLE_FIELDS.map((field) => field.tableName);
  return listReply(
    rows,
    ctx.query,
    (a, b) => order.indexOf(a.tableName) - order.indexOf(b.tableName) || a.id - b.id,
    'multi-language',
  );
};

function fieldOf(reader: FieldReader): TranslatableField {
  const tableName = reader.requiredText('tableName', 60);
  const fieldName = reader.requiredText('fieldName', 60);
  const field = translatableField(tableName, fieldName);
  if (!field) {
    throw invalid(
      `${tableName}.${fieldName} 不是可翻译的字段`,
      `${tableName}.${fieldName} is not a translatable field`,
    );
  }
  return field;
}

function recordOf(ctx: UserContext, field: TranslatableField, id: number): TranslatableRecord {
  const record = field.records(ctx.state).find((candidate) => candidate.id === id);
  if (!record) {
    throw notFound(`${field.tableName} 中没有记录 ${id}`, `${field.tableName} has no record ${id}`);
  }
  return record;
}

/** The answer rows: every language of the platform, blank where the field has no text. */
const valueRows = (texts: Texts): MultiLanguageRow[] =>
  seedLanguages.map((language) => ({
    lang: language.code,
    langName: language.name,
    value: language.code === 'zh_CN' || language.code === 'en_US' ? texts[language.code] : '',
  }));

/** `GET multi-language?tableName=&fieldName=&id=`: a record's field per language. */
export const tableTexts: AdminHandler = (ctx) => {
  const reader = queryReader(ctx.query);
  const field = fieldOf(reader);
  const record = recordOf(ctx, field, reader.requiredInt('id', { min: 1 }));
  return json(valueRows(record.texts));
};

const saveTexts: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, MULTI_LANGUAGE_EDIT);
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const field = fieldOf(reader);
  const record = recordOf(ctx, field, reader.requiredInt('id', { min: 1 }));
  if (!Array.isArray(raw.values)) throw invalid('values 必须是数组', 'values must be an array');
  const texts: Texts = { ...record.texts };
  arrayBody({ kind: 'json', value: raw.values }).forEach((value, index) => {
    const row = new FieldReader(value, {
      zh_CN: `第 ${index + 1} 行：`,
      en_US: `Row ${index + 1}: `,
    });
    const lang = row.requiredText('lang', 10);
    if (lang !== 'zh_CN' && lang !== 'en_US') {
      return row.fail('lang', `${lang} 不能保存文本`, `${lang} cannot hold texts`);
    }
    texts[lang] = row.requiredText('value', TEXT_MAX);
  });
  field.write(ctx.state, record.id, texts);
  return json(valueRows(texts));
};

export const multiLanguageAdminRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/multi-language/texts', adminHandler(listTexts)),
  userRoute('PUT', '/hpfm/v1/multi-language', adminHandler(saveTexts)),
];

/** Whether a `multi-language` read names a table (rather than an entity `_token`). */
export const byTable = (ctx: UserContext): boolean => ctx.query.has('tableName');
