// The company's name and an optional short name; with a trial-link token the company gets the
// trial the link grants (/activate-trial), otherwise the standard free trial (/create-company).
import { createCompanySchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { activateTrial, createCompany } from '../api/create-company.ts';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = ['name', 'nickname'] as const;

interface CreateCompanyFormProps {
  /** The signed trial-link token of /activate-trial. */
  trialToken?: string;
  submitLabel: string;
  onCreated: () => Promise<void>;
}

export function CreateCompanyForm({ trialToken, submitLabel, onCreated }: CreateCompanyFormProps) {
  const form = useForm({
    resolver: zodResolver(createCompanySchema),
    defaultValues: { name: '', nickname: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (trialToken) await activateTrial(trialToken, values);
      else await createCompany(values);
      await onCreated();
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Company details">
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label="Company name"
        autoComplete="organization"
        placeholder="Acme Corporation"
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <TextField
        label="Short name (optional)"
        hint="How your team refers to the company, shown where space is tight."
        placeholder="Acme"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
