import { type EnterpriseType, enterpriseRoleLabel } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { clsx } from 'clsx';

const TONES: Record<EnterpriseRole, string> = {
  'Enterprise Owner': 'bg-brand-50 text-brand-800 ring-brand-200',
  'Enterprise Admin': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Enterprise Viewer': 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An enterprise role under its title for the type ("Franchise Admin"). */
export function RoleBadge({ role, type }: { role: EnterpriseRole; type: EnterpriseType }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[role],
      )}
    >
      {enterpriseRoleLabel(role, type)}
    </span>
  );
}
