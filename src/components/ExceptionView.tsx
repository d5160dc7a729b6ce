/**
 * Generic exception page (spec section 2): type-specific title and description, a picture and a
 * link back to the home page. Its pictures are most of antd's Result: the shell loads this view
 * on its own (Exception.tsx); a page that is an exception page anyway may render it directly.
 */
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n/useIntl';

export type ExceptionType = '403' | '404' | '500' | '501';

const RESULT_STATUS: Record<ExceptionType, '403' | '404' | '500' | 'warning'> = {
  '403': '403',
  '404': '404',
  '500': '500',
  '501': 'warning',
};

export interface ExceptionProps {
  type: ExceptionType;
  title?: ReactNode;
  description?: ReactNode;
  /** Where the back link goes; '/' by default. Pass null to hide it. */
  backHref?: string | null;
  actions?: ReactNode;
}

export function ExceptionView({
  type,
  title,
  description,
  backHref = '/',
  actions,
}: ExceptionProps) {
  const { t } = useIntl();
  return (
    <Result
      status={RESULT_STATUS[type]}
      title={title ?? type}
      subTitle={description ?? t(`hzero.common.exception.${type}`)}
      extra={
        <>
          {actions}
          {backHref !== null && (
            <Button type="primary" href={backHref}>
              {t('hzero.common.button.backHome')}
            </Button>
          )}
        </>
      }
    />
  );
}
