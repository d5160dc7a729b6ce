/**
 * A Vue page inside the React app (vue-page.ts does the mounting): an element of its own that
 * the Vue runtime on `window.Vue` renders into, updated when the props change and emptied when
 * the page goes. Without a Vue runtime the page says so in the user's language; the console gets
 * 'window.Vue is empty'.
 */
import { useEffect, useRef, useState } from 'react';
import { Exception } from '../components/Exception';
import { useIntl } from '../i18n/useIntl';
import {
  mountVuePage,
  vueRuntimeOf,
  VueRuntimeMissingError,
  type MountedVuePage,
  type VueComponent,
  type VueProps,
} from '../micro/vue-page';

const NO_PROPS: VueProps = {};

type Failure = 'no-vue' | 'crashed';

export function VuePage({
  component,
  props = NO_PROPS,
}: {
  component: VueComponent;
  props?: VueProps;
}) {
  const { t } = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const page = useRef<MountedVuePage | null>(null);
  // the props the next mount starts with; later changes reach the mounted page as updates
  const latestProps = useRef(props);
  latestProps.current = props;
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    const host = element.current;
    if (!host) return undefined;
    try {
      page.current = mountVuePage(vueRuntimeOf(window), host, component, latestProps.current);
      setFailure(null);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      setFailure(error instanceof VueRuntimeMissingError ? 'no-vue' : 'crashed');
      return undefined;
    }
    return () => {
      page.current?.destroy();
      page.current = null;
    };
  }, [component]);

  useEffect(() => page.current?.update(props), [props]);

  return (
    <>
      {failure && (
        <Exception
          type="500"
          title={t(
            failure === 'no-vue'
              ? 'hzero.common.exception.vueMissing'
              : 'hzero.common.exception.500',
          )}
          description={t(
            failure === 'no-vue'
              ? 'hzero.common.exception.vueMissingHint'
              : 'hzero.common.exception.crashed',
          )}
          backHref={null}
        />
      )}
      <div ref={element} data-vue-page="" />
    </>
  );
}
