/**
 * Shows request outcomes to the user (spec section 8: bottom right, 2.5 s by default). The
 * notifier is replaceable so tests (and hosts with their own UI) can capture what is shown.
 */
import { t } from '../i18n/intl';
import { currentRuntime } from '../runtime/current';
import type { NoticeType } from './request-error';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Notice {
  style: NoticeType | 'success';
  title: string;
  description?: string;
}

export type Notifier = (notice: Notice, durationSeconds: number) => void;

export const DEFAULT_NOTIFICATION_SECONDS = 2.5;

/** The notices' look with an antd notification API (the static one, or a hook's of a root). */
export function notifierFor(api: NotificationInstance): Notifier {
  return (notice, duration) => {
    const show =
      notice.style === 'success'
        ? api.success
        : notice.style === 'info'
          ? api.info
          : notice.style === 'warn'
            ? api.warning
            : api.error;
    show({
      message: notice.title,
      description: notice.description,
      placement: 'bottomRight',
      duration,
    });
  };
}

const antdNotifier: Notifier = (notice, duration) => {
  void import('antd').then(({ notification }) => notifierFor(notification)(notice, duration));
};

/** Who shows outcomes in this runtime; null: antd's notification. */
export function setNotifier(next: Notifier | null): void {
  currentRuntime().notices.notifier = next;
}

/** The configured notification duration (spec: the configured value or 2.5 s). */
export function setNotificationDuration(seconds: number | undefined): void {
  currentRuntime().notices.durationSeconds = seconds ?? DEFAULT_NOTIFICATION_SECONDS;
}

export function notify(notice: Notice): void {
  const { notifier, durationSeconds } = currentRuntime().notices;
  (notifier ?? antdNotifier)(notice, durationSeconds);
}

/**
 * The platform's notification helpers with the default titles of spec section 8: "Operation
 * succeeded", "Operation failed", "Operation abnormal" (the warning style).
 */
export const notifications = {
  success(description?: string, title = t('hzero.common.notification.success')): void {
    notify({ style: 'success', title, description });
  },
  error(description?: string, title = t('hzero.common.notification.error')): void {
    notify({ style: 'error', title, description });
  },
  warning(description?: string, title = t('hzero.common.notification.abnormal')): void {
    notify({ style: 'warn', title, description });
  },
};
