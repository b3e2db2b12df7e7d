// One task of the onboarding checklist as the company sees it: kind, due day, what it asks, and
// for those who may change the checklist, move up/down, edit and remove.
import { ArrowDown, ArrowUp, FileText, Lock, PencilLine, Trash2 } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import type { ChecklistTask } from '#web/features/offers/api/onboarding-template.ts';
import { dueText, TASK_KIND_LABELS } from '#web/features/offers/onboarding-checklist-rules.ts';

interface ChecklistTaskItemProps {
  task: ChecklistTask;
  index: number;
  count: number;
  /** Null when the viewer may only read the checklist. */
  actions: {
    busy: boolean;
    onMove: (to: number) => void;
    onEdit: () => void;
    onRemove: () => void;
  } | null;
}

export function ChecklistTaskItem({ task, index, count, actions }: ChecklistTaskItemProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <div className="flex min-w-0 gap-3">
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
          aria-hidden="true"
        >
          {index + 1}
        </span>
        <div className="min-w-0">
          <h3 className="font-medium break-words text-slate-900">{task.title}</h3>
          <p className="text-sm text-slate-600">
            {TASK_KIND_LABELS[task.kind]} · {dueText(task.dueDays)}
          </p>
          {task.description ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{task.description}</p>
          ) : null}
          {task.document ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">Document:</span>
              <span className="min-w-0 truncate">{task.document.currentName}</span>
            </p>
          ) : null}
          {task.kind === 'form' && task.fields.length > 0 ? (
            <ul aria-label={`Fields of ${task.title}`} className="mt-2 flex flex-wrap gap-1.5">
              {task.fields.map((field) => (
                <li
                  key={field.key}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                >
                  {field.sensitive ? (
                    <>
                      <Lock className="size-3" aria-hidden="true" />
                      <span className="sr-only">Sensitive:</span>
                    </>
                  ) : null}
                  {field.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="flex shrink-0 gap-1 self-end sm:self-start">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${task.title} up`}
            disabled={actions.busy || index === 0}
            onClick={() => actions.onMove(index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${task.title} down`}
            disabled={actions.busy || index === count - 1}
            onClick={() => actions.onMove(index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Edit ${task.title}`} onClick={actions.onEdit}>
            <PencilLine className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${task.title}`}
            disabled={actions.busy}
            onClick={actions.onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
