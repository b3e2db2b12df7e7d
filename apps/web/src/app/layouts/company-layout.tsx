import { companyMenu } from '../menu/menu-items.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

export default function CompanyLayout() {
  return <DashboardLayout area="company" items={companyMenu} homeLink="/company-dashboard" />;
}
