/**
 * Business constants of the component kit (spec section 9). Import them instead of repeating the
 * numbers, so a change of house style is one edit: `<Row gutter={SEARCH_FORM_GUTTER}>` in a
 * search form, `<Row gutter={EDIT_FORM_GUTTER}>` in an edit form.
 */

/** The platform's primary theme colour (green), as every root gives it to antd. */
export { PRIMARY_COLOR } from '../components/theme';

/** Horizontal gap between the fields of a search (filter) form, in px. */
export const SEARCH_FORM_GUTTER = 12;

/** Horizontal gap between the fields of an edit form, in px. */
export const EDIT_FORM_GUTTER = 48;

/** How long typed input must rest before it is acted on (searches, filters), in ms. */
export const DEBOUNCE_MS = 200;

/** Row actions shown as links before the rest go into the "Action" dropdown. */
export const MAX_VISIBLE_ACTIONS = 3;

/**
 * The code of a configuration record (a server account, a storage configuration): 2 to 60
 * capital letters, digits, dots, underscores or hyphens, starting with a letter; the gateway
 * checks the same.
 */
export const CONFIG_CODE = /^[A-Z][A-Z0-9_.-]{1,59}$/;
