// `/notification-preferences`: how personal notifications reach the user.
import { NotificationPreferencesCard } from '../components/notification-preferences-card.tsx';

export default function NotificationPreferencesPage() {
  return <NotificationPreferencesCard scope="candidate" />;
}
