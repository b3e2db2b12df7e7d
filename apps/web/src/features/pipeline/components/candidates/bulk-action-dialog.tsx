// Confirms a bulk action before it runs, asking for what it needs: the reason (and an optional
// message) to disqualify, the message's text.
import {
  DECISION_MESSAGE_MAX_LENGTH,
  DISQUALIFY_REASON_MAX_LENGTH,
} from '@hireloop/shared/application-statuses';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';

export type BulkDialogRequest =
  | { action: 'move'; stepId: number; stepName: string }
  | { action: 'disqualify' }
  | { action: 'message' };

export type BulkDialogValues = { reason: string; message: string; content: string };

interface BulkActionDialogProps {
  request: BulkDialogRequest | null;
  count: number;
  running: boolean;
  onCancel: () => void;
  onConfirm: (values: BulkDialogValues) => void;
}

const people = (count: number) => `${count} candidate${count === 1 ? '' : 's'}`;

function titleOf(request: BulkDialogRequest, count: number): string {
  switch (request.action) {
    case 'move':
      return `Move ${people(count)} to ${request.stepName}?`;
    case 'disqualify':
      return `Disqualify ${people(count)}?`;
    case 'message':
      return `Message ${people(count)}`;
  }
}

const DESCRIPTIONS: Record<BulkDialogRequest['action'], string> = {
  move: 'Each candidate is told about the move by the channels they allow.',
  disqualify: 'The reason stays with your team. Each candidate is told you will not move forward, never why.',
  message: 'Each person gets the message from you in Messages, once even if they applied more than once.',
};

export function BulkActionDialog({ request, count, running, onCancel, onConfirm }: BulkActionDialogProps) {
  const [values, setValues] = useState<BulkDialogValues>({ reason: '', message: '', content: '' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (request) {
      setValues({ reason: '', message: '', content: '' });
      setError(null);
    }
  }, [request]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request?.action === 'disqualify' && !values.reason.trim()) {
      setError('The reason field is required.');
      return;
    }
    if (request?.action === 'message' && !values.content.trim()) {
      setError('The content field is required.');
      return;
    }
    onConfirm(values);
  };
  const set = (name: keyof BulkDialogValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
  };

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={request ? titleOf(request, count) : ''}
      description={request ? DESCRIPTIONS[request.action] : undefined}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {request?.action === 'disqualify' ? (
          <>
            <TextAreaField
              label="Reason (for your team)"
              rows={3}
              maxLength={DISQUALIFY_REASON_MAX_LENGTH}
              value={values.reason}
              error={error}
              required
              onChange={set('reason')}
            />
            <TextAreaField
              label="Message to the candidates (optional)"
              rows={3}
              maxLength={DECISION_MESSAGE_MAX_LENGTH}
              value={values.message}
              onChange={set('message')}
            />
          </>
        ) : null}
        {request?.action === 'message' ? (
          <TextAreaField
            label="Message"
            rows={5}
            maxLength={DECISION_MESSAGE_MAX_LENGTH}
            value={values.content}
            error={error}
            required
            onChange={set('content')}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={running}
            variant={request?.action === 'disqualify' ? 'danger' : 'primary'}
          >
            {request?.action === 'move'
              ? 'Move'
              : request?.action === 'disqualify'
                ? 'Disqualify'
                : 'Send message'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
