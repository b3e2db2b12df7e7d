import { ENTERPRISE_NAME_MAX_LENGTH, enterpriseProfileSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { updateEnterpriseProfile } from '../api/current-enterprise.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { FormErrorBanner } from './form-error-banner.tsx';

/** The enterprise's name, as the switcher and every enterprise page show it. */
export function EnterpriseProfileForm({ name }: { name: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  const form = useForm({ resolver: zodResolver(enterpriseProfileSchema), defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateEnterpriseProfile(values);
    } catch (error) {
      showValidationErrors(error, ['name'], form.setError);
      return;
    }
    await Promise.all([queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }), refetchUser()]);
    navigate('/enterprise-account');
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Edit enterprise profile">
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label="Enterprise name"
        autoComplete="organization"
        maxLength={ENTERPRISE_NAME_MAX_LENGTH}
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/enterprise-account" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
