import { Spin } from 'antd';
import { useIntl } from '../i18n/useIntl';

/** Centred spinner shown while a page or module loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useIntl();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <Spin tip={t('hzero.common.message.loading')}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
