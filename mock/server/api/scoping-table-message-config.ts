// Scope rows of the message service's configuration (issue 26, part D): the templates of both
// forms, the test send and the message query. See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import { forms, same, scoped, type Call, type ScopeTable } from './scoping-types';

/** A seed template of each tenant (ids in the order of mock/data/messaging/templates.ts). */
const TEMPLATE_OF: Record<number, number> = { 0: 1, 1: 4, 2: 5 };

const TEMPLATE = {
  templateName: 'Probe',
  templateTitle: 'Probe ${userName}',
  templateContent: '<p>probe</p>',
  lang: 'en_US',
  enabledFlag: 1,
};
const templateRef = (templateId: number): Call => ({
  body: { ...TEMPLATE, templateId, objectVersionNumber: 1 },
});

/**
 * Both forms of a template call: the tenant form for an administrator of the caller's
 * organisation, the site form for a site-level one (the platform's templates); with `byId`, the
 * call is tried on another tenant's template too.
 */
function templateCall(
  method: string,
  own: (c: Caller, form: 'site' | 'tenant') => Call,
  byId = false,
) {
  const row = (form: 'tenant' | 'site') =>
    scoped({
      own: (c) => own(c, form),
      role: (c) => (form === 'site' ? c.site : c.admin),
      others: (_c, victim) =>
        byId && !(form === 'site' && victim === 0) ? [templateRef(TEMPLATE_OF[victim])] : [],
    });
  return {
    ...forms(method, '/hmsg/v1/:tid/message/templates', row('tenant')),
    ...forms(method, '/hmsg/v1/message/templates', row('site')),
  };
}

const ownTemplate = (c: Caller, form: 'site' | 'tenant') =>
  templateRef(TEMPLATE_OF[form === 'site' ? 0 : c.tenantId] ?? 1);

const USER_ID = { admin: 1, alice: 2 } as const;

export const messageConfigScopes: ScopeTable = {
  ...templateCall('GET', () => ({})),
  ...templateCall('POST', () => ({ body: { ...TEMPLATE, templateCode: 'PROBE.NEW' } })),
  ...templateCall('PUT', ownTemplate, true),
  ...templateCall('DELETE', ownTemplate, true),
  ...forms(
    'POST',
    '/hmsg/v1/:tid/messages/sender/web',
    scoped({
      own: (c) => ({
        body: {
          messageCode: 'HMSG.TEST',
          receiverAddressList: [{ userId: USER_ID[c.user], targetUserTenantId: c.tenantId }],
        },
      }),
      role: (c) => c.admin,
    }),
  ),
  ...forms('GET', '/hmsg/v1/messages', scoped({ own: () => ({}), role: (c) => c.site })),
};

const UPLOAD_CONFIG = { bucketName: 'hmsg', fileFormat: 'txt', storageSize: 1, storageUnit: 'KB' };

/** Both forms of an upload configuration call, for an administrator of the form (none seeded). */
function uploadConfigCall(method: string, own: Call, checkOwn = true) {
  const row = (form: 'tenant' | 'site') =>
    scoped({
      own: () => own,
      role: (c) => (form === 'site' ? c.site : c.admin),
      checkOwn: () => checkOwn,
    });
  return {
    ...forms(method, '/hfle/v1/:tid/upload-configs', row('tenant')),
    ...forms(method, '/hfle/v1/upload-configs', row('site')),
  };
}

export const uploadConfigScopes: ScopeTable = {
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/upload-configs/detail',
    same('answers the configuration the session organisation’s uploads obey (or the platform’s)'),
  ),
  ...uploadConfigCall('GET', {}),
  ...uploadConfigCall('POST', { body: UPLOAD_CONFIG }),
  // nothing is seeded: a change or delete of an id is refused as not found for everybody
  ...uploadConfigCall(
    'PUT',
    {
      body: { ...UPLOAD_CONFIG, uploadConfigId: 1, objectVersionNumber: 1 },
    },
    false,
  ),
  ...uploadConfigCall('DELETE', { body: { uploadConfigId: 1, objectVersionNumber: 1 } }, false),
};
