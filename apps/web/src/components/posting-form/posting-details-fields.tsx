// The posting's own fields: what the role is, where and when, and the pay. Used inside a
// <FormProvider> of PostingFormValues (the opportunity form and the template form).
import {
  DESCRIPTION_MAX_LENGTH,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LOCATION_MAX_LENGTH,
  MAX_OPENINGS,
  PAY_LIMIT,
  PAY_PERIODS,
  REQUIREMENTS_MAX_LENGTH,
  SCHEDULE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@hireloop/shared/opportunities';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../select-field.tsx';
import { TextAreaField } from '../text-area-field.tsx';
import { TextField } from '../text-field.tsx';
import { FormSection } from './form-section.tsx';
import { PAY_PERIOD_LABELS } from './pay-text.ts';
import { errorAt } from './posting-form-errors.ts';
import type { PostingFormValues } from './posting-form-values.ts';
import { RemoteSwitch } from './remote-switch.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

export function PostingDetailsFields() {
  const form = useFormContext<PostingFormValues>();
  const { errors } = form.formState;
  const remote = useWatch({ control: form.control, name: 'remote' });

  return (
    <>
      <FormSection id="posting-role-heading" title="About the role">
        <TextField
          label="Job title"
          maxLength={TITLE_MAX_LENGTH}
          placeholder="e.g. Pastry Chef"
          error={errorAt(errors, 'title')}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              label="Description"
              placeholder="What the work is like, who the team is, what a good first month looks like…"
              hint={`Needed to publish. Up to ${DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorAt(errors, 'description')}
            />
          )}
        />
        <TextAreaField
          label="Requirements"
          rows={4}
          maxLength={REQUIREMENTS_MAX_LENGTH}
          placeholder="Certificates, experience, physical demands…"
          error={errorAt(errors, 'requirements')}
          {...form.register('requirements')}
        />
      </FormSection>

      <FormSection id="posting-where-heading" title="Where and when">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Location"
            maxLength={LOCATION_MAX_LENGTH}
            placeholder="e.g. Portland, OR"
            hint={remote ? 'Optional for a remote role.' : 'Needed to publish unless the role is remote.'}
            error={errorAt(errors, 'location')}
            {...form.register('location')}
          />
          <div className="sm:pt-7">
            <RemoteSwitch
              label="Remote"
              description="Candidates can work from anywhere."
              checked={remote}
              {...form.register('remote')}
            />
          </div>
          <SelectField
            label="Employment type"
            error={errorAt(errors, 'employment_type')}
            {...form.register('employment_type')}
          >
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Openings"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OPENINGS}
            error={errorAt(errors, 'openings')}
            {...form.register('openings')}
          />
        </div>
        <TextAreaField
          label="Schedule"
          rows={2}
          maxLength={SCHEDULE_MAX_LENGTH}
          placeholder="e.g. Tuesday to Saturday, 5am–1pm"
          error={errorAt(errors, 'schedule')}
          {...form.register('schedule')}
        />
      </FormSection>

      <FormSection
        id="posting-pay-heading"
        title="Pay"
        description="Postings that show pay get more applicants."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Pay from"
            type="number"
            inputMode="numeric"
            min={0}
            max={PAY_LIMIT}
            placeholder="Minimum"
            error={errorAt(errors, 'pay_min')}
            {...form.register('pay_min')}
          />
          <TextField
            label="Pay up to"
            type="number"
            inputMode="numeric"
            min={0}
            max={PAY_LIMIT}
            placeholder="Maximum"
            error={errorAt(errors, 'pay_max')}
            {...form.register('pay_max')}
          />
          <SelectField
            label="Pay period"
            error={errorAt(errors, 'pay_period')}
            {...form.register('pay_period')}
          >
            <option value="">Choose…</option>
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PAY_PERIOD_LABELS[period]}
              </option>
            ))}
          </SelectField>
        </div>
      </FormSection>
    </>
  );
}
