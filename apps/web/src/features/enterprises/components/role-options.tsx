// Radio list of the enterprise roles the signed-in user may hand out, labelled by type.
import { type EnterpriseType, enterpriseRoleLabel } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RoleOptionsProps {
  roles: readonly EnterpriseRole[];
  type: EnterpriseType;
  groupPlural: string;
  registration: UseFormRegisterReturn<'role'>;
  error?: string;
}

function roleDescription(role: EnterpriseRole, groupPlural: string): string {
  switch (role) {
    case 'Enterprise Owner':
      return 'Sees and manages the whole account, including settings and billing.';
    case 'Enterprise Admin':
      return `Manages the ${groupPlural.toLowerCase()} they are given and can invite others to them.`;
    case 'Enterprise Viewer':
      return `Looks at the ${groupPlural.toLowerCase()} they are given without changing anything.`;
  }
}

export function RoleOptions({ roles, type, groupPlural, registration, error }: RoleOptionsProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Role</legend>
      <div className="mt-2 space-y-2">
        {roles.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50/60"
          >
            <input type="radio" value={role} className="mt-0.5 size-4 accent-brand-600" {...registration} />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">
                {enterpriseRoleLabel(role, type)}
              </span>
              <span className="block text-sm text-slate-600">{roleDescription(role, groupPlural)}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
