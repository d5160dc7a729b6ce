/** /hmsg/notices: the platform's notices and announcements (every tenant sees them). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { noticesResources } from './notices-resource';

export default function NoticesPage() {
  return <ResourcePage resource={noticesResources.site} />;
}
