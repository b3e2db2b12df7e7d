// `/notifications`: the inbox of the account in use: the personal one, or the active enterprise's.
import { NotificationInbox } from '../components/notification-inbox.tsx';
import { useAccountScope } from '../use-account-scope.ts';

export default function NotificationsPage() {
  return <NotificationInbox scope={useAccountScope()} />;
}
