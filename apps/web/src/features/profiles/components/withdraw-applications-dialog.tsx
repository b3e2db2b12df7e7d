// Confirming that every open application (drafts included) is withdrawn at once.
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { useWithdrawAllApplications } from '../api/candidate-status.ts';

export function WithdrawApplicationsDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const withdraw = useWithdrawAllApplications(userId);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Withdraw all applications?"
      description="Every application you have in progress, including unfinished drafts, is withdrawn and hiring teams are no longer considering you. This cannot be undone; you can apply again later."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep my applications
        </Button>
        <Button
          variant="danger"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
        >
          Withdraw all
        </Button>
      </div>
    </Dialog>
  );
}
