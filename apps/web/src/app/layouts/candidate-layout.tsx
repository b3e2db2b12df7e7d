import { candidateMenu } from '../menu/menu-items.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

export default function CandidateLayout() {
  return <DashboardLayout area="candidate" items={candidateMenu} homeLink="/dashboard" />;
}
