// `/notification-preferences`: how the notifications of the account in use reach the user.
import { NotificationPreferencesCard } from '../components/notification-preferences-card.tsx';
import { useAccountScope } from '../use-account-scope.ts';

export default function NotificationPreferencesPage() {
  return <NotificationPreferencesCard scope={useAccountScope()} />;
}
