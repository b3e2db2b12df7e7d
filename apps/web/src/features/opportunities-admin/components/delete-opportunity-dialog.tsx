// Asks before an opportunity is deleted. The server refuses when candidates have applied (close it
// instead); its message is shown here rather than as a passing toast.
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';

interface DeleteOpportunityDialogProps {
  title: string | null;
  deleting: boolean;
  refusal: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Offered once deleting is refused: closing keeps the candidates' history. Absent when closed. */
  onCloseInstead: (() => void) | null;
}

export function DeleteOpportunityDialog({
  title,
  deleting,
  refusal,
  onCancel,
  onConfirm,
  onCloseInstead,
}: DeleteOpportunityDialogProps) {
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Delete “${title ?? ''}”?`}
      description="The posting and its pipeline are removed for good. Candidates can no longer find it."
    >
      {refusal ? (
        <Banner variant="error" className="mb-5">
          {refusal}
        </Banner>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        {!refusal ? (
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            Delete opportunity
          </Button>
        ) : onCloseInstead ? (
          <Button onClick={onCloseInstead}>Close it instead</Button>
        ) : null}
      </div>
    </Dialog>
  );
}
