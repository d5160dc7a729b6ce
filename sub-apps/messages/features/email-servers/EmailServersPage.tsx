/** /hmsg/email: the organisation's email accounts (the declaration: email-servers-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { emailServersResource } from './email-servers-resource';

export default function EmailServersPage() {
  return <ResourcePage resource={emailServersResource} />;
}
