/** /hmsg/notices-org: the organisation's own notices and announcements. */
import { NoticeAdmin } from './NoticeAdmin';

export default function NoticesOrgPage() {
  return <NoticeAdmin scope="tenant" />;
}
