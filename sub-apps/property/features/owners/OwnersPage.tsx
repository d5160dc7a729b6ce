// Replaced by the page of this feature folder (issue 23, work in progress).
import { NotBuiltPage } from '@polaris/core/pages/NotBuiltPage';

export default function Placeholder() {
  return <NotBuiltPage title="OwnersPage" />;
}
