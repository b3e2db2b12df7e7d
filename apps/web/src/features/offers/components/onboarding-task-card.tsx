// One onboarding task: what it asks, when it is due, and its form while open (acknowledge, upload
// a document, or fill in fields). Sensitive answers are never shown back in clear to the hire.
import { formatDate } from '@hireloop/shared/time';
import { CheckCircle2, Circle, FileText, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { type OnboardingTask, useCompleteTask } from '../api/onboarding.ts';

function failureOf(error: unknown, errors: Record<string, string>): string | null {
  if (errors['']) return errors[''];
  if (error instanceof HttpError && error.status !== 422) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' ? body.message : 'The task could not be saved.';
  }
  return null;
}

function TaskForm({ task, onboardingId }: { task: OnboardingTask; onboardingId: number }) {
  const complete = useCompleteTask(onboardingId);
  const checkboxId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const errors = validationErrorsOf(complete.error) ?? {};
  const failure = failureOf(complete.error, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let body: FormData | object;
    if (task.kind === 'upload') {
      const form = new FormData();
      if (file) form.append('file', file);
      body = form;
    } else if (task.kind === 'acknowledge') {
      body = { acknowledged };
    } else {
      // Field keys are the server's own snake_case names: sent as they are.
      body = { values };
    }
    complete.mutate(
      { taskId: task.id, body },
      { onSuccess: () => toast.success(`“${task.title}” is done.`) },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      {task.kind === 'acknowledge' ? (
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
            className="mt-0.5 size-5 rounded border-slate-300"
          />
          <label htmlFor={checkboxId} className="text-sm text-slate-800">
            I have read and understood this.
          </label>
        </div>
      ) : task.kind === 'upload' ? (
        <div>
          <label htmlFor={checkboxId} className="block text-sm font-medium text-slate-800">
            Document (PDF, PNG or JPEG)
          </label>
          <input
            id={checkboxId}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {task.fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={values[field.key] ?? ''}
              autoComplete="off"
              onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
              error={errors[`values.${field.key}`] ?? null}
              hint={
                field.sensitive ? 'Stored encrypted; only your employer’s managers can read it.' : undefined
              }
            />
          ))}
        </div>
      )}
      {errors.file || errors.acknowledged || failure ? (
        <Banner variant="error">{errors.file ?? errors.acknowledged ?? failure}</Banner>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={complete.isPending}>
          {task.kind === 'acknowledge' ? 'Acknowledge' : task.kind === 'upload' ? 'Upload' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

export function OnboardingTaskCard({
  task,
  onboardingId,
  canComplete,
}: {
  task: OnboardingTask;
  onboardingId: number;
  canComplete: boolean;
}) {
  const done = task.completedAt !== null;
  return (
    <Card className="p-5">
      <div className="flex items-start gap-3">
        {done ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{task.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{task.description}</p>
          <p className={`mt-1 text-sm ${task.overdue ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
            {done
              ? `Done on ${formatDate(task.completedAt!)}`
              : task.dueOn
                ? `${task.overdue ? 'Overdue since' : 'Due'} ${formatDate(`${task.dueOn}T12:00:00Z`)}`
                : null}
          </p>
          {task.document ? (
            <a
              href={task.document.url}
              className="mt-2 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-700 underline"
            >
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">Open {task.document.currentName}</span>
            </a>
          ) : null}
          {done && task.fields.length > 0 ? (
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              {task.fields.map((field) => (
                <div key={field.key}>
                  <dt className="text-slate-500">{field.label}</dt>
                  <dd className="flex items-center gap-1 text-slate-900">
                    {field.value ??
                      (field.provided ? (
                        <>
                          <Lock className="size-3.5" aria-hidden="true" /> Provided (encrypted)
                        </>
                      ) : (
                        '—'
                      ))}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {done && task.file ? (
            <a
              href={task.file.url}
              className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
            >
              {task.file.currentName}
            </a>
          ) : null}
          {!done && canComplete ? <TaskForm task={task} onboardingId={onboardingId} /> : null}
        </div>
      </div>
    </Card>
  );
}
