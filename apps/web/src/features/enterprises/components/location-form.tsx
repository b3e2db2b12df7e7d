// A new location (client account): its name, nickname and the groups it belongs to.

import type { EnterpriseLabels } from '@hireloop/shared/enterprise-labels';
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NICKNAME_MAX_LENGTH,
  createLocationSchema,
  GROUPS_REQUIRED,
} from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { GroupPicker } from '#web/components/group-picker.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import type { EnterpriseGroup } from '../api/enterprise-types.ts';
import { createLocation } from '../api/locations.ts';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = ['name', 'nickname', 'group_ids'] as const;

interface LocationFormProps {
  labels: EnterpriseLabels;
  /** Groups the user manages: a location can only be added to those. */
  groups: readonly EnterpriseGroup[];
  initialGroupIds: number[];
  /** Owners may leave a location outside every group; everyone else must choose one. */
  groupsRequired: boolean;
}

export function LocationForm({ labels, groups, initialGroupIds, groupsRequired }: LocationFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(createLocationSchema),
    defaultValues: { name: '', nickname: '', group_ids: initialGroupIds },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (groupsRequired && values.group_ids.length === 0) {
      form.setError('group_ids', { message: GROUPS_REQUIRED }, { shouldFocus: true });
      return;
    }
    try {
      const location = await createLocation(values);
      await queryClient.invalidateQueries({ queryKey: enterpriseKeys.all });
      navigate(`/enterprise-companies/${location.id}`);
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={`Add ${labels.company}`}>
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label={`${labels.company} name`}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <TextField
        label="Nickname (optional)"
        hint="A short name your team uses, such as the street or the town."
        maxLength={COMPANY_NICKNAME_MAX_LENGTH}
        autoComplete="off"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <Controller
        control={form.control}
        name="group_ids"
        render={({ field, fieldState }) => (
          <GroupPicker
            legend={labels.groupPlural}
            hint={
              groupsRequired
                ? `Choose at least one ${labels.group.toLowerCase()}.`
                : `Optional: choose the ${labels.groupPlural.toLowerCase()} it belongs to.`
            }
            groups={groups}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/enterprise-companies" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Add {labels.company}
        </Button>
      </div>
    </form>
  );
}
