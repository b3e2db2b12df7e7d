// Name and type of the new enterprise; the active company becomes its first location.
import { ENTERPRISE_NAME_MAX_LENGTH, upgradeToEnterpriseSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { upgradeToEnterprise } from '../api/upgrade-to-enterprise.ts';
import { EnterpriseTypeOptions } from './enterprise-type-options.tsx';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = ['name', 'type'] as const;

export function UpgradeForm({ companyId }: { companyId: number }) {
  const { refetchUser } = useSession();
  const form = useForm({
    resolver: zodResolver(upgradeToEnterpriseSchema),
    defaultValues: { name: '', type: undefined },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await upgradeToEnterprise(companyId, values);
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
      return;
    }
    // The server made the new enterprise active: load it, then start the enterprise side afresh.
    await refetchUser();
    window.location.assign('/enterprise-groups');
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Create your enterprise">
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label="Enterprise name"
        hint="The brand or organisation your locations belong to."
        autoComplete="organization"
        maxLength={ENTERPRISE_NAME_MAX_LENGTH}
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <EnterpriseTypeOptions
        legend="What kind of enterprise is it?"
        registration={form.register('type')}
        error={errors.type ? 'Choose the kind of enterprise.' : undefined}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={isSubmitting || isSubmitSuccessful}>
          Create enterprise
        </Button>
      </div>
    </form>
  );
}
