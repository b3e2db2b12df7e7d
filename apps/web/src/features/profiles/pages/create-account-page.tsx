// `/create-account`: onboarding after sign-up in three steps: name and a phone verified by SMS
// code; location, desired roles, availability and work authorization; the resume. Finishing
// lands on the dashboard with a success toast.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { checkFields } from '#web/lib/check-fields.ts';
import { showValidationErrors, validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { type CandidateProfile, useCompleteOnboarding, useProfile } from '../api/profile.ts';
import {
  ONBOARDING_FIELDS,
  ONBOARDING_STEPS,
  stepOfField,
  useOnboardingForm,
} from '../components/onboarding/onboarding-form.ts';
import { OnboardingStepper } from '../components/onboarding/onboarding-stepper.tsx';
import { PhoneVerificationField } from '../components/onboarding/phone-verification-field.tsx';
import { PreferencesStep } from '../components/onboarding/preferences-step.tsx';
import { ProfileError, ProfileLoading } from '../components/page-state.tsx';
import { ResumeDropzone } from '../components/resume-dropzone.tsx';

export const PHONE_NOT_VERIFIED_YET = 'Verify this number with the code we text you.';

function OnboardingWizard({ profile }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const form = useOnboardingForm(profile);
  const [step, setStep] = useState(0);
  const { errors, isSubmitting } = form.formState;
  const last = step === ONBOARDING_STEPS.length - 1;

  const next = async () => {
    if (!(await checkFields(form, ONBOARDING_STEPS[step]!.fields))) return;
    if (step === 0 && form.getValues('phone').trim() !== profile.phone) {
      form.setError('phone', { message: PHONE_NOT_VERIFIED_YET }, { shouldFocus: true });
      return;
    }
    setStep(step + 1);
  };

  const finish = form.handleSubmit(
    async (values) => {
      try {
        await complete.mutateAsync(values);
        await navigate('/dashboard', { replace: true });
        toast.success(`Your account is ready. Welcome to Hireloop, ${values.first_name}!`);
      } catch (error) {
        const fields = Object.keys(validationErrorsOf(error) ?? {});
        if (fields.length > 0) setStep(Math.min(...fields.map(stepOfField)));
        showValidationErrors(error, ONBOARDING_FIELDS, form.setError);
      }
    },
    (invalid) => setStep(Math.min(...Object.keys(invalid).map(stepOfField))),
  );

  return (
    <Card className="p-5 sm:p-8">
      <OnboardingStepper steps={ONBOARDING_STEPS} current={step} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void finish();
          else void next();
        }}
        className="mt-8 space-y-6"
        aria-label={ONBOARDING_STEPS[step]!.title}
      >
        <h2 className="text-lg font-semibold text-slate-900">{ONBOARDING_STEPS[step]!.title}</h2>
        {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
        {step === 0 ? (
          <>
            <NameFields
              firstName={form.register('first_name')}
              lastName={form.register('last_name')}
              errors={errors}
            />
            <PhoneVerificationField form={form} verifiedPhone={profile.phone} />
          </>
        ) : null}
        {step === 1 ? <PreferencesStep form={form} /> : null}
        {step === 2 ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">
              Companies you apply to see your resume. You can add it now or later from your profile.
            </p>
            <ResumeDropzone resume={profile.resume} />
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
          <Link
            to="/dashboard"
            className="rounded text-sm font-medium text-slate-600 hover:text-slate-900 sm:mr-auto"
          >
            Skip for now
          </Link>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {last ? (profile.resume ? 'Finish' : 'Finish without resume') : 'Continue'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export default function CreateAccountPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Create your account</h1>
      <p className="mt-2 text-slate-600">
        A few details help companies reach you and help us show you the right opportunities.
      </p>
      {profile.data?.onboardingCompletedAt ? (
        <Banner variant="success" className="mt-6">
          You have finished this already. Anything you change here updates your profile.
        </Banner>
      ) : null}
      <div className="mt-8">
        {profile.isPending ? (
          <ProfileLoading />
        ) : profile.isError ? (
          <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <OnboardingWizard profile={profile.data} />
        )}
      </div>
    </div>
  );
}
