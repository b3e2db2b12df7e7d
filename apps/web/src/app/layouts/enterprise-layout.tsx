import { useSession } from '#web/lib/session/session.tsx';
import { enterpriseMenu } from '../menu/menu-items.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

export default function EnterpriseLayout() {
  const { user } = useSession();
  return (
    <DashboardLayout
      area="enterprise"
      items={enterpriseMenu(user?.activeEnterprise ?? null)}
      homeLink="/enterprise-groups"
    />
  );
}
