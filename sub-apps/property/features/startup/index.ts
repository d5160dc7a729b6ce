/**
 * The start-up's public entry: what it learnt (the authority, the tenant's room label, the sync
 * flag) for the pages, and its context for their tests.
 */
export {
  DEFAULT_HOUSE_ALIAS,
  INITIAL_PROPERTY_SETTINGS,
  PropertyContext,
  usePropertySettings,
  type PropertyContextValue,
  type PropertySettings,
} from './property-settings';
export { FILE_KEY_ATTRIBUTE, storedImageAddress } from './stored-file-links';
