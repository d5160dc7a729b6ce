/** antd configuration shared by every Polaris root: the platform's primary colour and locale. */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locale';

export const PRIMARY_COLOR = '#34A853';

export function PlatformProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: PRIMARY_COLOR } }}>
      {children}
    </ConfigProvider>
  );
}
