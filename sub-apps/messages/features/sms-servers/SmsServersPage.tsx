/** /hmsg/sms: the organisation's SMS accounts (the declaration: sms-servers-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { smsServersResource } from './sms-servers-resource';

export default function SmsServersPage() {
  return <ResourcePage resource={smsServersResource} />;
}
