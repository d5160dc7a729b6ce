/** DOM ids for a tab and its panel, derived from the tab key (a path) without collisions. */
function slug(key: string): string {
  return key.replace(/[^a-zA-Z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}

export const tabId = (key: string): string => `polaris-tab-${slug(key)}`;
export const panelId = (key: string): string => `polaris-panel-${slug(key)}`;
