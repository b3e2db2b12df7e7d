// The company profile form: the full profile (/company-profile/edit) or the quick set of the
// fields that matter first (/company-profile/quick). The server replaces the whole profile, so
// fields the quick form leaves out are sent with their current values.
import { COMPANY_SIZES, COUNTRY_CODES, companyProfileSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { type CompanyProfile, useUpdateCompanyProfile } from '../api/company-profile.ts';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = [
  'name',
  'nickname',
  'description',
  'website',
  'address_line_1',
  'address_line_2',
  'city',
  'region',
  'postal_code',
  'country',
  'industry',
  'size',
] as const;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryNames.of(code) ?? code })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

function formValues(profile: CompanyProfile) {
  return {
    name: profile.name,
    nickname: profile.nickname ?? '',
    description: profile.description ?? '',
    website: profile.website ?? '',
    address_line_1: profile.addressLine1 ?? '',
    address_line_2: profile.addressLine2 ?? '',
    city: profile.city ?? '',
    region: profile.region ?? '',
    postal_code: profile.postalCode ?? '',
    country: profile.country ?? '',
    industry: profile.industry ?? '',
    size: profile.size ?? '',
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function CompanyProfileForm({
  profile,
  variant,
}: {
  profile: CompanyProfile;
  variant: 'full' | 'quick';
}) {
  const navigate = useNavigate();
  const update = useUpdateCompanyProfile();
  const form = useForm({ resolver: zodResolver(companyProfileSchema), defaultValues: formValues(profile) });
  const { errors, isSubmitting } = form.formState;
  const full = variant === 'full';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      await navigate('/company-profile');
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-10" aria-label="Company profile">
      <FormErrorBanner message={errors.root?.server?.message} />
      <Section title="About">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Company name"
            autoComplete="organization"
            error={errors.name?.message}
            required
            {...form.register('name')}
          />
          <TextField
            label="Short name (optional)"
            error={errors.nickname?.message}
            {...form.register('nickname')}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={5}
          hint="What you do and what it is like to work with you."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Website"
            inputMode="url"
            placeholder="acme.com"
            error={errors.website?.message}
            {...form.register('website')}
          />
          <TextField
            label="Industry"
            placeholder="Hospitality"
            error={errors.industry?.message}
            {...form.register('industry')}
          />
        </div>
        <SelectField label="Company size" error={errors.size?.message} {...form.register('size')}>
          <option value="">Not stated</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} people
            </option>
          ))}
        </SelectField>
      </Section>
      <Section title="Address">
        <TextField
          label="Address"
          autoComplete="address-line1"
          error={errors.address_line_1?.message}
          {...form.register('address_line_1')}
        />
        {full ? (
          <TextField
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            error={errors.address_line_2?.message}
            {...form.register('address_line_2')}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register('city')}
          />
          {full ? (
            <TextField
              label="State or region"
              autoComplete="address-level1"
              error={errors.region?.message}
              {...form.register('region')}
            />
          ) : null}
          {full ? (
            <TextField
              label="Postal code"
              autoComplete="postal-code"
              error={errors.postal_code?.message}
              {...form.register('postal_code')}
            />
          ) : null}
          <SelectField
            label="Country"
            autoComplete="country"
            error={errors.country?.message}
            {...form.register('country')}
          >
            <option value="">Not stated</option>
            {COUNTRIES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/company-profile" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
