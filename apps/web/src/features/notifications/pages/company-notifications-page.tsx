// `/company-notifications`: the active company's inbox of the signed-in user.
import { NotificationInbox } from '../components/notification-inbox.tsx';

export default function CompanyNotificationsPage() {
  return <NotificationInbox scope="company" />;
}
