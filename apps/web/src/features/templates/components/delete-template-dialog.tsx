import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';

interface DeleteTemplateDialogProps {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a template goes; opportunities made from it keep everything they have. */
export function DeleteTemplateDialog({ name, deleting, onCancel, onConfirm }: DeleteTemplateDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Delete the template “${name ?? ''}”?`}
      description="Opportunities made from it stay exactly as they are."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={deleting}>
          Delete template
        </Button>
      </div>
    </Dialog>
  );
}
