import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';

interface RemoveMemberDialogProps {
  memberName: string | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before someone loses access to the company. */
export function RemoveMemberDialog({ memberName, removing, onCancel, onConfirm }: RemoveMemberDialogProps) {
  return (
    <Dialog
      open={memberName !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Remove ${memberName ?? 'member'}?`}
      description="They lose access to this company straight away. You can invite them again later."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={removing}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={removing}>
          Remove from team
        </Button>
      </div>
    </Dialog>
  );
}
