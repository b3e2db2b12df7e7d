// Asks what a decision needs before it is sent: a reason (required) and an optional message to the
// candidate to disqualify; an optional note for "No decision".
import {
  DECISION_MESSAGE_MAX_LENGTH,
  DISQUALIFY_REASON_MAX_LENGTH,
} from '@hireloop/shared/application-statuses';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';

export type DialogDecision = 'disqualify' | 'no-decision';

interface DecisionDialogProps {
  /** The decision being asked about, or null when closed. */
  decision: DialogDecision | null;
  candidateName: string;
  onCancel: () => void;
  onConfirm: (values: { reason: string; message: string }) => void;
}

export function DecisionDialog({ decision, candidateName, onCancel, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (decision) {
      setReason('');
      setMessage('');
      setError(null);
    }
  }, [decision]);
  const disqualifying = decision === 'disqualify';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disqualifying && reason.trim() === '') {
      setError('The reason field is required.');
      return;
    }
    onConfirm({ reason: reason.trim(), message: message.trim() });
  };

  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={disqualifying ? `Disqualify ${candidateName}?` : `No decision on ${candidateName}`}
      description={
        disqualifying
          ? 'The reason stays with your team. The candidate is told you will not move forward, never why.'
          : 'Records that you looked at this candidate and are not deciding yet. The candidate is not told.'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          label={disqualifying ? 'Reason (for your team)' : 'Note (optional)'}
          rows={3}
          maxLength={DISQUALIFY_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          required={disqualifying}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {disqualifying ? (
          <TextAreaField
            label="Message to the candidate (optional)"
            hint="Sent from you in Messages, e.g. a kind word or feedback."
            rows={4}
            maxLength={DECISION_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={disqualifying ? 'danger' : 'primary'}>
            {disqualifying ? 'Disqualify' : 'Record no decision'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
