import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { deleteBillingGroup } from '../api/billing-groups.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';

/** Delete a billing group after a confirmation; its locations pay for themselves again. */
export function DeleteBillingGroupDialog({ id, name, noun }: { id: number; name: string; noun: string }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteBillingGroup(id);
    } finally {
      setDeleting(false);
    }
    await queryClient.invalidateQueries({ queryKey: enterpriseKeys.billingGroups() });
    navigate('/enterprise-billing-groups');
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this billing group?"
        description={`Each ${noun.toLowerCase()} of ${name} pays for itself from now on, including usage not billed yet. Its invoices stay.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void remove()}>
            Delete billing group
          </Button>
        </div>
      </Dialog>
    </>
  );
}
