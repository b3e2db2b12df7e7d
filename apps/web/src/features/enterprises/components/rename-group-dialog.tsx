import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { renameGroup } from '../api/groups.ts';
import { GroupNameForm } from './group-name-form.tsx';

interface RenameGroupDialogProps {
  groupId: number;
  name: string;
  /** The type's group noun: "Franchisee". */
  noun: string;
}

export function RenameGroupDialog({ groupId, name, noun }: RenameGroupDialogProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil className="size-4" aria-hidden="true" />
        Rename
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Rename ${noun.toLowerCase()}`}>
        <GroupNameForm
          label={`${noun} name`}
          defaultName={name}
          submitLabel="Save name"
          secondaryAction={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          }
          onSubmit={async (values) => {
            await renameGroup(groupId, values);
            await queryClient.invalidateQueries({ queryKey: enterpriseKeys.groups() });
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
