import { useRuntime } from '../runtime/RuntimeProvider';
import { useListeners } from '../runtime/use-listeners';
import { t } from './intl';

/** Re-renders the caller when the language or the loaded texts of its app's runtime change. */
export function useIntl(): { t: typeof t; language: string } {
  const state = useRuntime().texts;
  useListeners(state.listeners, () => state.version);
  return { t, language: state.language };
}
