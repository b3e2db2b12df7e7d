import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { enterpriseSettingsSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { updateEnterpriseSettings } from '../api/current-enterprise.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { EnterpriseTypeOptions } from './enterprise-type-options.tsx';
import { FormErrorBanner } from './form-error-banner.tsx';

/** The enterprise type; saving it renames groups, locations and role titles for everyone. */
export function EnterpriseSettingsForm({ type }: { type: EnterpriseType }) {
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  const form = useForm({ resolver: zodResolver(enterpriseSettingsSchema), defaultValues: { type } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateEnterpriseSettings(values);
    } catch (error) {
      showValidationErrors(error, ['type'], form.setError);
      return;
    }
    // The session carries the type the menu and every label read.
    await Promise.all([queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }), refetchUser()]);
    form.reset(values);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Enterprise settings">
      <FormErrorBanner message={errors.root?.server?.message} />
      <EnterpriseTypeOptions
        legend="Enterprise type"
        registration={form.register('type')}
        error={errors.type ? 'Choose the kind of enterprise.' : undefined}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
