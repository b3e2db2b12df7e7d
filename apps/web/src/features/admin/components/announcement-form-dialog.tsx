// A new feature announcement: its text, an optional action link, who it is for, and when it shows
// (now, at a scheduled time, or kept as a draft). The server checks it; 422s show by the fields.
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudience } from '@hireloop/shared/notifications';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useCreateAnnouncement } from '../api/growth.ts';

const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  candidate: 'Candidates',
  company_admin: 'Company Admins',
  manager: 'Managers',
  recruiter: 'Recruiters',
  team_member: 'Team Members',
  enterprise: 'Enterprise staff',
};

type When = 'now' | 'schedule' | 'draft';
const WHEN_LABELS: Record<When, string> = {
  now: 'Publish now',
  schedule: 'Schedule',
  draft: 'Save as draft',
};

export function AnnouncementFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [actionText, setActionText] = useState('');
  const [actionUrl, setActionUrl] = useState('');
  const [audiences, setAudiences] = useState<AnnouncementAudience[]>([...ANNOUNCEMENT_AUDIENCES]);
  const [when, setWhen] = useState<When>('now');
  const [publishAt, setPublishAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAnnouncement();

  const toggle = (audience: AnnouncementAudience) =>
    setAudiences((current) =>
      current.includes(audience) ? current.filter((item) => item !== audience) : [...current, audience],
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (when === 'schedule' && !publishAt) {
      setErrors({ publish_at: 'Choose when it starts to show.' });
      return;
    }
    try {
      await create.mutateAsync({
        title,
        description,
        action_1_text: actionText,
        action_1_url: actionUrl,
        audiences,
        published: when !== 'draft',
        // The browser's local time, sent as an instant.
        publish_at: when === 'schedule' ? new Date(publishAt).toISOString() : null,
      });
      setTitle('');
      setDescription('');
      setActionText('');
      setActionUrl('');
      setWhen('now');
      setPublishAt('');
      onOpenChange(false);
    } catch (error) {
      setErrors(validationErrorsOf(error) ?? { '': 'The announcement could not be saved. Try again.' });
    }
  };

  const audienceError = Object.entries(errors).find(([field]) => field.startsWith('audiences'))?.[1];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New announcement" size="wide">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-label="New announcement"
      >
        {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
        <TextField
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          required
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Button text (optional)"
            value={actionText}
            onChange={(e) => setActionText(e.target.value)}
            error={errors.action_1_text}
          />
          <TextField
            label="Button link (optional)"
            placeholder="/company-dashboard"
            value={actionUrl}
            onChange={(e) => setActionUrl(e.target.value)}
            error={errors.action_1_url}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Who sees it</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {ANNOUNCEMENT_AUDIENCES.map((audience) => (
              <label key={audience} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 text-brand-600"
                  checked={audiences.includes(audience)}
                  onChange={() => toggle(audience)}
                />
                {AUDIENCE_LABELS[audience]}
              </label>
            ))}
          </div>
          {audienceError ? <p className="mt-1.5 text-sm text-red-700">{audienceError}</p> : null}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">When</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(Object.keys(WHEN_LABELS) as When[]).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="when"
                  className="size-4 border-slate-300 text-brand-600"
                  checked={when === option}
                  onChange={() => setWhen(option)}
                />
                {WHEN_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        {when === 'schedule' ? (
          <TextField
            label="Starts showing at"
            type="datetime-local"
            value={publishAt}
            onChange={(e) => setPublishAt(e.target.value)}
            error={errors.publish_at}
          />
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {when === 'draft' ? 'Save draft' : when === 'schedule' ? 'Schedule' : 'Publish'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
