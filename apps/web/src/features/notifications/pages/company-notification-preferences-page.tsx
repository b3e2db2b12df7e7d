// `/company-notification-preferences`: how the active company's notifications reach the user.
import { NotificationPreferencesCard } from '../components/notification-preferences-card.tsx';

export default function CompanyNotificationPreferencesPage() {
  return <NotificationPreferencesCard scope="company" />;
}
