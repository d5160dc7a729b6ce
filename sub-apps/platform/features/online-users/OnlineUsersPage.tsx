/** /hiam/online-user: who is signed in (the declaration is online-users-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { onlineUsersResource } from './online-users-resource';

export default function OnlineUsersPage() {
  return <ResourcePage resource={onlineUsersResource} />;
}
