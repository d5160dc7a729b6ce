/**
 * Request outcomes of the embedded shell: antd's static notifications would render into the
 * host page's body (outside our isolated area, so unstyled, and into the host's DOM); a root's own
 * notification holder renders them into our popup container instead.
 */
import { setNotifier, notifierFor } from '@polaris/core/request/notify';
import { notification } from 'antd';
import { useEffect } from 'react';

export function EmbeddedNotices({ container }: { container: HTMLElement }) {
  const [api, holder] = notification.useNotification({ getContainer: () => container });
  useEffect(() => {
    setNotifier(notifierFor(api));
    return () => setNotifier(null);
  }, [api]);
  return holder;
}
