import { notification } from 'antd';
import { describeRequestError } from './error-messages';
import type { RequestError } from './request-error';

export const NOTIFICATION_SECONDS = 2.5;

export function notifyRequestError(error: RequestError): void {
  const notice = describeRequestError(error);
  if (!notice) return;
  const show =
    notice.style === 'info'
      ? notification.info
      : notice.style === 'warn'
        ? notification.warning
        : notification.error;
  show({
    message: notice.title,
    description: notice.description,
    placement: 'bottomRight',
    duration: NOTIFICATION_SECONDS,
  });
}
