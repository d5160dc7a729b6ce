/**
 * The exception page (ExceptionView.tsx) where a failure may happen: a page that crashed or could
 * not be loaded, a 404, a menu that failed. Its view is code of its own, loaded on first use:
 * its pictures (antd Result's) would be ~11 kB gzip of the shell's first load, for pages most
 * sessions never see. So that a failure can still be shown offline:
 * - the shell loads the view once it is idle after start-up (`loadExceptionView`);
 * - a sub-app, whose own chunks may be what fails, carries it in its bundle
 *   (`provideExceptionView` at start);
 * - should the view itself fail to load, the same texts and actions show without the picture.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from '../i18n/useIntl';
import { isChunkLoadError, noteChunkFailure } from '../loading/code-loading';
import type { ExceptionProps, ExceptionType } from './ExceptionView';
import { PageLoading } from './PageLoading';

export type { ExceptionProps, ExceptionType };

type View = ComponentType<ExceptionProps>;

// Bundle-lifetime code-loading state, not session state: code once loaded stays for the bundle.
// eslint-disable-next-line no-restricted-syntax
let loadedView: View | undefined;
// eslint-disable-next-line no-restricted-syntax
let viewLoad: Promise<View> | undefined;

export function isExceptionType(value: string | undefined): value is ExceptionType {
  return value === '403' || value === '404' || value === '500' || value === '501';
}

/** Loads the view (once; a failed load is not kept: the next use tries again). */
export function loadExceptionView(): Promise<View> {
  viewLoad ??= import('./ExceptionView').then(
    (module) => (loadedView = module.ExceptionView),
    (error: unknown) => {
      viewLoad = undefined;
      if (isChunkLoadError(error)) noteChunkFailure();
      throw error;
    },
  );
  return viewLoad;
}

/** For a bundle that has the view in it already: exception pages show without loading. */
export function provideExceptionView(view: View): void {
  loadedView = view;
}

/** The texts and actions alone, for when the view's code cannot be had (offline). */
function PlainException({ type, title, description, backHref = '/', actions }: ExceptionProps) {
  const { t } = useIntl();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <h2>{title ?? type}</h2>
      <p>{description ?? t(`hzero.common.exception.${type}`)}</p>
      {actions}
      {backHref !== null && <a href={backHref}>{t('hzero.common.button.backHome')}</a>}
    </div>
  );
}

export function Exception(props: ExceptionProps) {
  const [View, setView] = useState<View | undefined>(() => loadedView);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (View) return undefined;
    let live = true;
    loadExceptionView().then(
      (view) => live && setView(() => view),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [View]);
  if (View) return <View {...props} />;
  return failed ? <PlainException {...props} /> : <PageLoading />;
}
