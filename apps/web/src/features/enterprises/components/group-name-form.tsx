// The name of a group: used to create one and to rename one.
import {
  type CreateEnterpriseGroupInput,
  createEnterpriseGroupSchema,
  ENTERPRISE_GROUP_NAME_MAX_LENGTH,
} from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { FormErrorBanner } from './form-error-banner.tsx';

interface GroupNameFormProps {
  label: string;
  defaultName?: string;
  submitLabel: string;
  onSubmit: (values: CreateEnterpriseGroupInput) => Promise<void>;
  /** Beside the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode;
}

export function GroupNameForm({
  label,
  defaultName = '',
  submitLabel,
  onSubmit,
  secondaryAction,
}: GroupNameFormProps) {
  const form = useForm({
    resolver: zodResolver(createEnterpriseGroupSchema),
    defaultValues: { name: defaultName },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showValidationErrors(error, ['name'], form.setError);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={submitLabel}>
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label={label}
        maxLength={ENTERPRISE_GROUP_NAME_MAX_LENGTH}
        autoComplete="off"
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {secondaryAction}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
