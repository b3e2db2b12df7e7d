import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';

interface TurnOffTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** "Are you sure?" before two-factor authentication is turned off. */
export function TurnOffTwoFactorDialog({ open, onOpenChange, onConfirm }: TurnOffTwoFactorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Turn off two-factor authentication?"
      description="Your password alone will then be enough to log in, and your recovery codes stop working."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep it on
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Turn off
        </Button>
      </div>
    </Dialog>
  );
}
