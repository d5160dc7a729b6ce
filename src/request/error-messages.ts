/**
 * The one place that turns a failure into what the user reads (spec section 8). Pure: returns a
 * description; `notify.ts` shows it. Internal texts (status texts, exception messages, "no answer
 * within 30000 ms", an HTML error page) never reach the user: they stay in `error.message` for
 * the console.
 */
import { t } from '../i18n/intl';
import { isRequestError, type NoticeType, type RequestError } from './request-error';

export interface ErrorNotice {
  style: NoticeType;
  title: string;
  description: string;
}

/**
 * What a known error code of the server means, in the user's language (English where a language
 * has no text, as every text): the server writes its messages in Chinese or English only, and
 * some (an organisation mismatch) in English alone. '' for a code we do not know.
 */
function knownCodeText(code: string | undefined): string {
  return code ? t(`hzero.common.errorCode.${code}`, undefined, '') : '';
}

export function describeRequestError(error: RequestError): ErrorNotice | null {
  switch (error.kind) {
    case 'aborted':
    case 'unauthorized': // the session-end flow speaks for itself (redirect or kickoff page)
      return null;
    case 'business':
      // the server's own words for people (a `failed: true` body, whatever its status)
      return {
        style: error.noticeType,
        title: t('hzero.common.notification.error'),
        description: knownCodeText(error.code) || error.message || t('hzero.common.status.error'),
      };
    case 'network':
      return {
        style: 'error',
        title: t('hzero.common.notification.networkError'),
        description: t('hzero.common.notification.retryLater'),
      };
    case 'timeout':
      return {
        style: 'error',
        title: t('hzero.common.notification.networkError'),
        description: t('hzero.common.notification.timeout'),
      };
    case 'http': {
      // spec section 8: a status-keyed text; a client error (400...) gives the server's own
      // text; anything else the generic one
      const keyed = t(`hzero.common.status.${error.status}`, undefined, '');
      const clientError = error.status !== undefined && error.status >= 400 && error.status < 500;
      return {
        style: 'error',
        title: t('hzero.common.notification.error'),
        description:
          keyed ||
          (clientError ? error.serverMessage : undefined) ||
          t('hzero.common.status.error'),
      };
    }
    default:
      return null;
  }
}

/**
 * One sentence for a page that shows a failure in place (a menu that could not load, a list):
 * the notification's description for a request failure, else the generic text. The detail of
 * anything else belongs in the console, where the caller has put it.
 */
export function userMessageOf(error: unknown): string {
  const notice = isRequestError(error) ? describeRequestError(error) : null;
  return notice?.description || notice?.title || t('hzero.common.status.error');
}
