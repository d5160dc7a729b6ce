/**
 * /exception/501 in the signed-in shell (a lazy chunk): the spec's 501 text, or the message of
 * the error the request layer stored, and what the server answered, printed as text (an answer
 * is never interpreted as markup). Reached directly, with nothing stored, it is the core's page.
 */
import { Exception } from '@polaris/core/components/Exception';
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useMemo } from 'react';
import { useTextsOnce } from '../state/use-texts-once';
import { errorModel } from './error-model';
import { describeStoredError } from './stored-error';
import { EXCEPTION_TEXTS, exceptionTexts } from './texts';

const DETAIL_STYLE = {
  maxHeight: '40vh',
  overflow: 'auto',
  margin: '8px auto 0',
  maxWidth: 720,
  padding: 12,
  textAlign: 'left',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 4,
} as const;

export default function NotImplementedPage() {
  useTextsOnce(EXCEPTION_TEXTS, exceptionTexts);
  const { t } = useIntl();
  const stored = useModelState(errorModel, (state) => state.lastError);
  const { message, detail } = useMemo(() => describeStoredError(stored), [stored]);
  return (
    <Exception
      type="501"
      description={
        <>
          <span>{message ?? t('hzero.common.exception.501')}</span>
          {detail && (
            <figure style={{ margin: '16px 0 0' }}>
              <figcaption>{t('hzero.common.exception.serverAnswer')}</figcaption>
              <pre className="polaris-error-detail" style={DETAIL_STYLE}>
                {detail}
              </pre>
            </figure>
          )}
        </>
      }
    />
  );
}
