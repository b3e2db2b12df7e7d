// `/notifications`: the personal inbox (candidates, and enterprise users, who get theirs personally).
import { NotificationInbox } from '../components/notification-inbox.tsx';

export default function NotificationsPage() {
  return <NotificationInbox scope="candidate" />;
}
