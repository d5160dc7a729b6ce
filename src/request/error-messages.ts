/**
 * The one place that turns a RequestError into what the user reads (spec section 8). Pure:
 * returns a description; `notify.ts` shows it.
 */
import { t } from '../i18n/intl';
import type { NoticeType, RequestError } from './request-error';

export interface ErrorNotice {
  style: NoticeType;
  title: string;
  description: string;
}

export function describeRequestError(error: RequestError): ErrorNotice | null {
  switch (error.kind) {
    case 'aborted':
    case 'unauthorized': // the session-end flow speaks for itself (redirect or kickoff page)
      return null;
    case 'business':
      return {
        style: error.noticeType,
        title: t('hzero.common.notification.error'),
        description: error.message,
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
      const keyed = t(`hzero.common.status.${error.status}`, undefined, '');
      return {
        style: 'error',
        title: t('hzero.common.notification.error'),
        description: keyed || error.message || t('hzero.common.status.error'),
      };
    }
    default:
      return null;
  }
}
