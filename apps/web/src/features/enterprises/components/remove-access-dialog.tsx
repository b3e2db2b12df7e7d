import { useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { removeEnterpriseAccess } from '../api/access.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';

interface RemoveAccessDialogProps {
  userId: number;
  name: string;
  enterpriseName: string;
}

/** Remove someone's access to the enterprise, after a confirmation. */
export function RemoveAccessDialog({ userId, name, enterpriseName }: RemoveAccessDialogProps) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { user, refetchUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await removeEnterpriseAccess(userId);
    } catch (failure) {
      const messages = validationErrorsOf(failure);
      setError(messages ? Object.values(messages).join(' ') : null);
      setRemoving(false);
      return;
    }
    if (userId === user?.id) {
      // Without access to the enterprise there is nothing left to show here.
      await refetchUser();
      window.location.assign('/launch-pad');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: enterpriseKeys.all });
    navigate('/enterprise-access-manager');
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <UserMinus className="size-4" aria-hidden="true" />
        Remove access
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Remove access?"
        description={`${name} will no longer see ${enterpriseName} or any of its groups. You can invite them again later.`}
      >
        {error ? (
          <Banner variant="error" className="mb-4">
            {error}
          </Banner>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} loading={removing}>
            Remove access
          </Button>
        </div>
      </Dialog>
    </>
  );
}
