/** What every cell of a resource table knows: the user's language and formats, and "now". */
import { useMemo } from 'react';
import { useModelState } from '../../core/model/react';
import { useIntl } from '../../i18n/useIntl';
import { userModel } from '../../models/user';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../time/date-formats';
import type { CellContext } from './types';

export function useCellContext(): CellContext {
  const { t, language } = useIntl();
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
    [t, language, dateFormat, dateTimeFormat],
  );
}
