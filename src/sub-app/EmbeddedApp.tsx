/**
 * Foreign-host mode: the sub-app mounted by a host shell that is not ours. It loads the current
 * user with the token the host handed over and routes in memory (or under the host's base path).
 */
import { useEffect, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { Exception } from '../components/Exception';
import { PageLoading } from '../components/PageLoading';
import type { ModelDispatch } from '../core/model';
import { useModelDispatch } from '../core/model/react';
import { setLanguage } from '../i18n/intl';
import { useIntl } from '../i18n/useIntl';
import { isRequestError } from '../request/request-error';
import { fetchCurrentUser } from '../services/iam/current-user';
import { updateSessionFromUser } from '../session/current-session';
import type { SubAppProps } from '../micro/protocol';
import { loadSubAppTexts } from './load-texts';
import { MarkedArea } from '../kit/watermark/WatermarkScope';
import { SubAppPages } from './SubAppPages';
import type { SubAppDefinition } from './types';

type SessionState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

async function loadSession(
  definition: SubAppDefinition,
  dispatch: ModelDispatch,
): Promise<SessionState> {
  try {
    const user = await fetchCurrentUser({ silent: true });
    dispatch({ type: 'user/saveCurrentUser', payload: user });
    updateSessionFromUser(user);
    setLanguage(user.language);
    await loadSubAppTexts(user.language, definition.promptKeys, user.organizationId);
    return { kind: 'ready' };
  } catch (error) {
    return isRequestError(error) && error.kind === 'unauthorized'
      ? { kind: 'signed-out' }
      : { kind: 'failed' };
  }
}

export function EmbeddedApp({
  props,
  definition,
}: {
  props: SubAppProps;
  definition: SubAppDefinition;
}) {
  const dispatch = useModelDispatch();
  const { t } = useIntl();
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void loadSession(definition, dispatch).then((next) => live && setSession(next));
    return () => {
      live = false;
    };
  }, [definition, dispatch]);

  if (session.kind === 'loading') return <PageLoading />;
  if (session.kind === 'signed-out') {
    return <Exception type="403" title={t('hzero.common.title.unauthorized')} backHref={null} />;
  }
  if (session.kind === 'failed') return <Exception type="500" backHref={null} />;

  // in a foreign host the sub-app marks its own area (and its dialogs)
  const pages = (
    <MarkedArea style={{ minHeight: '100%' }}>
      <SubAppPages routes={definition.routes} />
    </MarkedArea>
  );
  return props.routerBase ? (
    <BrowserRouter basename={props.routerBase}>{pages}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[props.initialPath ?? definition.routes[0]?.path ?? '/']}>
      {pages}
    </MemoryRouter>
  );
}
