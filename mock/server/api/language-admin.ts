// The Languages page (/hpfm/languages, site level): the languages the platform offers, paged
// (`GET /hpfm/v1/languages`) and whole (`/languages/list`), read by every role; a site-level
// role holding the page's code renames, describes, enables and disables one (`PUT`). The
// header's language list (lookup HPFM.LANGUAGE) offers the enabled ones.
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const LANGUAGE_EDIT = 'hpfm.languages.button.edit';

const listLanguages: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const code = query.text('code') ?? undefined;
  const name = query.text('name') ?? undefined;
  const rows = ctx.state.texts.languages
    .list()
    .filter((row) => contains(row.code, code) && contains(row.name, name));
  return listReply(rows, ctx.query, (a, b) => a.id - b.id, 'languages');
};

const updateLanguage: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, t('修改平台的语言', 'change the platform’s languages'));
  requirePermission(ctx, LANGUAGE_EDIT);
  const reader = new FieldReader(objectBody(await ctx.body()));
  return json(
    ctx.state.texts.languages.update({
      id: reader.requiredInt('id', { min: 1 }),
      objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
      name: reader.presentText('name', 30),
      description: reader.presentText('description', 120),
      enabledFlag: reader.flag('enabledFlag'),
    }),
  );
};

export const languageAdminRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/languages', adminHandler(listLanguages)),
  userRoute('GET', '/hpfm/v1/languages/list', (ctx) => json(ctx.state.texts.languages.list())),
  userRoute('PUT', '/hpfm/v1/languages', adminHandler(updateLanguage)),
];
