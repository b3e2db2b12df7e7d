// Where an enterprise template is pushed: every location (Owners only) or chosen groups. Their
// locations can use it when they create an opportunity; they cannot change it.
import { enterpriseLabels } from '@hireloop/shared/enterprise-labels';
import { useFormContext } from 'react-hook-form';
import { ErrorState } from '#web/components/error-state.tsx';
import { GroupPicker } from '#web/components/group-picker.tsx';
import { FormSection } from '#web/components/posting-form/form-section.tsx';
import { errorAt } from '#web/components/posting-form/posting-form-errors.ts';
import { Spinner } from '#web/components/spinner.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { useTemplateGroups } from '../api/enterprise-templates.ts';

export interface PushTargets {
  pushAll: boolean;
  groupIds: number[];
}

interface PushTargetsFieldsProps {
  value: PushTargets;
  onChange: (next: PushTargets) => void;
  canPushAll: boolean;
  /** A message from checking before saving. */
  error?: string;
}

export function PushTargetsFields({ value, onChange, canPushAll, error }: PushTargetsFieldsProps) {
  const groups = useTemplateGroups();
  const { formState, clearErrors } = useFormContext();
  const type = useSession().user?.activeEnterprise?.type;
  const labels = type ? enterpriseLabels(type) : null;
  const groupNoun = labels?.groupPlural.toLowerCase() ?? 'groups';
  const shownError = error ?? errorAt(formState.errors, 'group_ids');
  const change = (next: PushTargets) => {
    clearErrors('group_ids' as never);
    onChange(next);
  };

  return (
    <FormSection
      id="template-push-heading"
      title="Push to locations"
      description={`The locations that receive it can start opportunities from it, but cannot change it.`}
    >
      {canPushAll ? (
        <fieldset>
          <legend className="sr-only">Which locations receive it</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50">
              <input
                type="radio"
                name="push-target"
                className="size-4 accent-brand-600"
                checked={value.pushAll}
                onChange={() => change({ ...value, pushAll: true })}
              />
              All locations
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50">
              <input
                type="radio"
                name="push-target"
                className="size-4 accent-brand-600"
                checked={!value.pushAll}
                onChange={() => change({ ...value, pushAll: false })}
              />
              Chosen {groupNoun}
            </label>
          </div>
        </fieldset>
      ) : null}
      {value.pushAll ? (
        <p className="text-sm text-slate-600">
          Every location of the enterprise, including ones added later.
        </p>
      ) : groups.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-brand-600" label={`Loading ${groupNoun}`} />
        </div>
      ) : groups.isError ? (
        <ErrorState onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : (
        <GroupPicker
          legend={labels?.groupPlural ?? 'Groups'}
          hint={`The locations in the ${groupNoun} you check receive the template.`}
          groups={groups.data}
          value={value.groupIds}
          onChange={(groupIds) => change({ ...value, groupIds })}
          error={shownError}
        />
      )}
    </FormSection>
  );
}
