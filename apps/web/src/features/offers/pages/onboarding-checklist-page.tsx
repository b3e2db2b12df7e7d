// `/company-onboarding-checklist` (Recruiter and above; Managers and Company Admins change it): the
// tasks every new hire of the company gets once they accept an offer. Each change (add, edit,
// move, remove) saves the whole checklist; onboardings already started keep their tasks.
import { MAX_ONBOARDING_TASKS } from '@hireloop/shared/onboarding';
import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import {
  type ChecklistTask,
  useOnboardingChecklist,
  useSaveOnboardingChecklist,
} from '../api/onboarding-template.ts';
import { ChecklistTaskItem } from '../components/onboarding-checklist/checklist-task-item.tsx';
import { TaskDialog } from '../components/onboarding-checklist/task-dialog.tsx';
import { moved, taskErrors, taskKeys } from '../onboarding-checklist-rules.ts';

/** Which task the dialog edits: its index, or the next one for a new task. */
type Editing = { index: number; isNew: boolean } | null;

export default function OnboardingChecklistPage() {
  const checklist = useOnboardingChecklist();
  const save = useSaveOnboardingChecklist();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (checklist.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6 text-brand-600" label="Loading the checklist" />
      </div>
    );
  }
  if (checklist.isError) {
    return (
      <Card className="mx-auto max-w-3xl">
        <ErrorState onRetry={() => void checklist.refetch()} retrying={checklist.isFetching} />
      </Card>
    );
  }

  const { tasks, abilities } = checklist.data;
  const canEdit = abilities.update;
  const full = tasks.length >= MAX_ONBOARDING_TASKS;
  const keys = taskKeys(tasks);

  const saveTasks = (next: ChecklistTask[], done: string, after?: () => void) => {
    setErrors({});
    save.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        after?.();
      },
      onError: (error) => {
        const found = validationErrorsOf(error);
        if (found) setErrors(found);
      },
    });
  };

  const openEditor = (next: Editing) => {
    setErrors({});
    setEditing(next);
  };

  const saveTask = (task: ChecklistTask) => {
    if (!editing) return;
    const next = editing.isNew
      ? [...tasks, task]
      : tasks.map((current, position) => (position === editing.index ? task : current));
    saveTasks(next, 'The onboarding checklist was saved.', () => setEditing(null));
  };

  // Errors of the whole list (e.g. too many tasks) rather than of one task's fields.
  const listError = errors.tasks ?? (editing ? null : (Object.values(errors)[0] ?? null));

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-slate-600">
          The tasks every new hire gets once they accept an offer, in this order. Changes apply to hires from
          now on; onboardings already started keep their tasks.
        </p>
        <ButtonLink to="/company-offers" variant="secondary" className="shrink-0 self-start">
          Offers
        </ButtonLink>
      </div>
      {canEdit ? null : (
        <Banner variant="info">Only Managers and Company Admins can change the checklist.</Banner>
      )}
      {listError && !editing ? <Banner variant="error">{listError}</Banner> : null}
      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 id="checklist-heading" className="text-base font-semibold text-slate-900">
            Tasks <span className="font-normal text-slate-500">({tasks.length})</span>
          </h2>
          {canEdit && tasks.length > 0 ? (
            <Button
              size="sm"
              disabled={full}
              onClick={() => openEditor({ index: tasks.length, isNew: true })}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add a task
            </Button>
          ) : null}
        </div>
        {tasks.length === 0 ? (
          <EmptyState
            icon={ListChecks}
            title="No onboarding tasks"
            description="New hires get no checklist until you add a task."
            action={
              canEdit ? (
                <Button onClick={() => openEditor({ index: 0, isNew: true })}>
                  <Plus className="size-4" aria-hidden="true" />
                  Add a task
                </Button>
              ) : null
            }
          />
        ) : (
          <ol aria-labelledby="checklist-heading" className="divide-y divide-slate-200">
            {tasks.map((task, index) => (
              <ChecklistTaskItem
                key={keys[index]}
                task={task}
                index={index}
                count={tasks.length}
                actions={
                  canEdit
                    ? {
                        busy: save.isPending,
                        onMove: (to) => saveTasks(moved(tasks, index, to), `“${task.title}” was moved.`),
                        onEdit: () => openEditor({ index, isNew: false }),
                        onRemove: () => setRemoving(index),
                      }
                    : null
                }
              />
            ))}
          </ol>
        )}
        {full && canEdit ? (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6">
            A checklist holds at most {MAX_ONBOARDING_TASKS} tasks.
          </p>
        ) : null}
      </Card>
      {editing ? (
        <TaskDialog
          task={editing.isNew ? null : (tasks[editing.index] ?? null)}
          errors={{ ...taskErrors(errors, editing.index), ...(errors[''] ? { '': errors[''] } : {}) }}
          saving={save.isPending}
          onSave={saveTask}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this task?"
        description={`“${removing !== null ? tasks[removing]?.title : ''}” will not be asked of new hires. Hires already onboarding keep it.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={save.isPending}
            onClick={() => {
              if (removing === null) return;
              const title = tasks[removing]?.title ?? '';
              saveTasks(
                tasks.filter((_, position) => position !== removing),
                `“${title}” was removed from the checklist.`,
                () => setRemoving(null),
              );
            }}
          >
            Remove task
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
