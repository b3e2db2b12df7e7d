// `/careers/{slug}/jobs/{id}/apply`: applying from a company's public career page. Signed in, it is
// the usual application; signed out, the account is created in the same step (a verification
// link goes to the address) and the same screening and knockout rules apply.
import { registerSchema } from '@hireloop/shared/auth';
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { checkFields } from '#web/lib/check-fields.ts';
import { showValidationErrors, validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { storeTargetUrl } from '#web/lib/target-url.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useApply } from '../api/applying.ts';
import { useApplyWithAccount, useCareerJob } from '../api/career-applying.ts';
import type { OpportunityDetail } from '../api/opportunity-types.ts';
import { ApplicationOutcome, type Outcome } from '../components/application-outcome.tsx';
import { ScreeningQuestionsForm } from '../components/screening-questions-form.tsx';
import { alreadyAppliedOutcome, outcomeOfSubmission } from '../outcomes.ts';
import type { Answer } from '../screening-answers.ts';

const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;
const NOTE = 'Once submitted, answers can’t be changed.';

/** Signed out: the account fields, checked before the answers are sent with them. */
function GuestApplication({
  job,
  slug,
  id,
  onDone,
}: {
  job: OpportunityDetail;
  slug: string;
  id: string;
  onDone: (outcome: Outcome, email: string) => void;
}) {
  const apply = useApplyWithAccount(slug, id);
  const { refetchUser } = useSession();
  const account = useForm({
    resolver: zodResolver(registerSchema),
    // Checked with the answers, not submitted: fields re-check themselves once touched (checkFields).
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors } = account.formState;

  const send = async (answers: Answer[]) => {
    if (!(await checkFields(account))) return;
    const values = account.getValues();
    try {
      const result = await apply.mutateAsync({
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        password: values.password,
        passwordConfirmation: values.password_confirmation,
        answers,
        timezone: browserTimeZone(),
      });
      await refetchUser();
      onDone(outcomeOfSubmission({ status: result.status, message: result.message })!, values.email);
    } catch (error) {
      const found = validationErrorsOf(error);
      if (!found) throw error;
      // Account problems go beside the account fields; answer problems back to the questions.
      const accountErrors = Object.keys(found).some((field) =>
        (ACCOUNT_FIELDS as readonly string[]).includes(field),
      );
      if (accountErrors) showValidationErrors(error, ACCOUNT_FIELDS, account.setError);
      const answerErrors = Object.fromEntries(
        Object.entries(found).filter(([field]) => field.startsWith('answers')),
      );
      if (Object.keys(answerErrors).length > 0)
        throw new HttpError(422, { message: 'Check your answers.', errors: answerErrors });
    }
  };

  return (
    <>
      <section aria-labelledby="account-heading" className="space-y-5">
        <div>
          <h2 id="account-heading" className="text-base font-semibold text-slate-900">
            Your details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            We create your Hireloop account with them, so you can follow your application. Already have one?{' '}
            <Link
              to="/login"
              onClick={() => storeTargetUrl(window.location, STORAGE_TTL_MS.targetUrlOnLoginRedirect)}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              Log in
            </Link>
            .
          </p>
        </div>
        <form
          noValidate
          aria-label="Your details"
          className="space-y-5"
          onSubmit={(event) => event.preventDefault()}
        >
          <NameFields
            firstName={account.register('first_name')}
            lastName={account.register('last_name')}
            errors={errors}
          />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...account.register('email')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...account.register('password')}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              error={errors.password_confirmation?.message}
              {...account.register('password_confirmation')}
            />
          </div>
        </form>
      </section>
      <section aria-labelledby="questions-heading" className="space-y-4 border-t border-slate-200 pt-6">
        <h2 id="questions-heading" className="text-base font-semibold text-slate-900">
          Questions from {job.company.name}
        </h2>
        <ScreeningQuestionsForm
          questions={job.screeningQuestions}
          onSend={send}
          note={NOTE}
          allowSaving={false}
        />
      </section>
    </>
  );
}

/** Signed in: the usual application. */
function MemberApplication({ job, onDone }: { job: OpportunityDetail; onDone: (outcome: Outcome) => void }) {
  const apply = useApply();
  const send = async (answers: Answer[]) => {
    try {
      const application = await apply.mutateAsync({ opportunityId: job.id, answers, submit: true });
      onDone(outcomeOfSubmission(application)!);
    } catch (error) {
      const duplicate = alreadyAppliedOutcome(error);
      if (!duplicate) throw error;
      onDone(duplicate);
    }
  };
  return (
    <ScreeningQuestionsForm
      questions={job.screeningQuestions}
      onSend={send}
      note={NOTE}
      allowSaving={false}
    />
  );
}

export default function CareerApplyPage() {
  const { slug = '', id = '' } = useParams();
  const job = useCareerJob(slug, id);
  const { isLoggedIn } = useSession();
  const [done, setDone] = useState<{ outcome: Outcome; email: string | null } | null>(null);

  if (job.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading the job" />
      </div>
    );
  }
  if (job.isError) {
    const missing = job.error instanceof HttpError && job.error.status === 404;
    return (
      <Card className="mx-auto max-w-2xl">
        {missing ? (
          <ErrorState
            title="This job is not open"
            description="It may have been filled. See the company’s other open positions."
          />
        ) : (
          <ErrorState onRetry={() => void job.refetch()} retrying={job.isFetching} />
        )}
      </Card>
    );
  }
  const data = job.data;
  const back = `/careers/${slug}/jobs/${id}`;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-2 sm:px-0">
      <a
        href={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the job
      </a>
      <div>
        <p className="text-sm font-medium text-slate-600">{data.company.name}</p>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">Apply for {data.title}</h2>
      </div>
      <Card className="space-y-6 p-5 sm:p-8">
        {done ? (
          <>
            <ApplicationOutcome outcome={done.outcome} headingLevel="h2" />
            {done.email ? (
              <p className="text-center text-sm text-slate-700" role="status">
                We sent a link to <strong>{done.email}</strong>. Open it to verify your email address.
              </p>
            ) : null}
          </>
        ) : data.applied ? (
          <ApplicationOutcome
            outcome={{ kind: 'already-applied', message: 'You have already applied to this opportunity.' }}
            headingLevel="h2"
          />
        ) : isLoggedIn ? (
          <MemberApplication job={data} onDone={(outcome) => setDone({ outcome, email: null })} />
        ) : (
          <GuestApplication
            job={data}
            slug={slug}
            id={id}
            onDone={(outcome, email) => setDone({ outcome, email })}
          />
        )}
      </Card>
    </div>
  );
}
