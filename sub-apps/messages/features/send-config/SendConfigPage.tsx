/** /hmsg/send-config: the organisation's send configurations (the declaration: send-config-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sendConfigResource } from './send-config-resource';

export default function SendConfigPage() {
  return <ResourcePage resource={sendConfigResource} />;
}
