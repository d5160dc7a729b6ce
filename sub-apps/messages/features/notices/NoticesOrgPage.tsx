/** /hmsg/notices-org: the organisation's own notices and announcements. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { noticesResources } from './notices-resource';

export default function NoticesOrgPage() {
  return <ResourcePage resource={noticesResources.tenant} />;
}
