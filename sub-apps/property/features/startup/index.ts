// The start-up's public entry for the property pages: what it learned (the back office's
// authority, the room label, the sync flag), and the context a page test provides.
export {
  INITIAL_PROPERTY_SETTINGS,
  PropertyContext,
  usePropertySettings,
  type PropertyContextValue,
} from './property-settings';
