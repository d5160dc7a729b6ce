/** /hmnt/login-log: the sign-in log (the declaration is login-log-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { loginLogResource } from './login-log-resource';

export default function LoginLogPage() {
  return <ResourcePage resource={loginLogResource} />;
}
