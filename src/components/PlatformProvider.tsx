/**
 * antd configuration shared by every Polaris root: the platform's primary colour, locale, and
 * motion (none when the user's system asks for reduced motion).
 */
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locale';
import { usePrefersReducedMotion } from './reduced-motion';
import { PRIMARY_COLOR } from './theme';

/**
 * antd's own English, named. ConfigProvider wraps its children in one more provider when it has
 * a locale, so going from none to one (or back) would remount the whole app and lose every
 * page's state; there is always one.
 */
const BUILT_IN_ENGLISH: Locale = { locale: 'en' };

/**
 * `popupContainer`: where dialogs, dropdowns and tooltips go; antd's default (the document's
 * body) unless the app runs in an isolated area of a host page (a shadow root), where a popup
 * outside it would be unstyled and would land in the host's DOM.
 */
export function PlatformProvider({
  children,
  popupContainer,
}: {
  children: ReactNode;
  popupContainer?: HTMLElement;
}) {
  const locale = useAntdLocale() ?? BUILT_IN_ENGLISH;
  // no zooming dialogs or sliding notices for a user who asked their system for less motion
  const motion = !usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={locale}
      theme={{ token: { colorPrimary: PRIMARY_COLOR, motion } }}
      getPopupContainer={popupContainer ? () => popupContainer : undefined}
    >
      {children}
    </ConfigProvider>
  );
}
