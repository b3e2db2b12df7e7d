import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import type { Application } from '../api/my-applications.ts';

interface WithdrawApplicationDialogProps {
  application: Application | null;
  withdrawing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an application is withdrawn: the company stops considering it, for good. */
export function WithdrawApplicationDialog({
  application,
  withdrawing,
  onCancel,
  onConfirm,
}: WithdrawApplicationDialogProps) {
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Withdraw this application?"
      description={
        application
          ? `${application.company.name} will no longer consider you for ${application.opportunity.title}. You can’t apply to this opportunity again.`
          : undefined
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={withdrawing}>
          Keep application
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={withdrawing}>
          Withdraw application
        </Button>
      </div>
    </Dialog>
  );
}
