/**
 * A webpack loader for stylesheets from packages: drops every `@font-face` whose source is on
 * another host and every `@import` of another host, so nothing of a page reaches outside our
 * origin (dhtmlx-gantt's stylesheet imports the Inter font from fonts.gstatic.com; the chart
 * falls back to the shell's font). Fonts embedded as data: URLs and same-origin ones are kept.
 */
const REMOTE = /url\(\s*['"]?(?:https?:)?\/\//i;

function dropRemoteFonts(css) {
  return css
    .replace(/@font-face\s*\{[^}]*\}/gi, (rule) => (REMOTE.test(rule) ? '' : rule))
    .replace(/@import\s+(?:url\()?\s*['"]?(?:https?:)?\/\/[^;]*;/gi, '');
}

module.exports = function offlineCssLoader(source) {
  return dropRemoteFonts(String(source));
};
module.exports.dropRemoteFonts = dropRemoteFonts;
