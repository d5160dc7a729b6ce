/** /hmsg/notices: the platform's notices and announcements (every tenant sees them). */
import { NoticeAdmin } from './NoticeAdmin';

export default function NoticesPage() {
  return <NoticeAdmin scope="site" />;
}
