/** What every cell of a resource table knows: the user's language and formats, and "now". */
import { useMemo } from 'react';
import { useModelState } from '../../core/model/react';
import { useIntl } from '../../i18n/useIntl';
import { userModel } from '../../models/user';
import { useRuntime } from '../../runtime/RuntimeProvider';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../time/date-formats';
import type { CellContext } from './types';

export function useCellContext(): CellContext {
  const { t, language } = useIntl();
  // useIntl re-renders on every change of the texts: the headings follow the texts that arrive
  // later (the gateway's prompts, a value every text may name such as the property `{house}`)
  const textsVersion = useRuntime().texts.version;
  const dateFormat = useModelState(
    userModel,
    (state) => state.currentUser?.dateFormat ?? DATE_FORMAT,
  );
  const dateTimeFormat = useModelState(
    userModel,
    (state) => state.currentUser?.dateTimeFormat ?? DATE_TIME_FORMAT,
  );
  // the language is part of the context: a switch keeps `t` but changes every heading
  return useMemo(
    () => ({ t, language, dateFormat, dateTimeFormat, now: new Date() }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textsVersion: see above
    [t, language, textsVersion, dateFormat, dateTimeFormat],
  );
}
