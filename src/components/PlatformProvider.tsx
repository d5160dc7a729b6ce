/** antd configuration shared by every Polaris root: the platform's primary colour. */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

export const PRIMARY_COLOR = '#34A853';

export function PlatformProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: PRIMARY_COLOR } }}>{children}</ConfigProvider>
  );
}
