/** /link/{link}: an external (inner-link) page shown inside a tab. */
import type { Tab } from '@polaris/core/tabs/tabs';
import { decodeLink, LINK_PREFIX } from '../shell/resolve-tab';

export default function LinkPage({ tab }: { tab: Tab }) {
  const src = decodeLink(tab.path.slice(LINK_PREFIX.length));
  return <iframe title={tab.title} src={src} className="polaris-link-frame" />;
}
