// The chat-support launcher of routes flagged `intercom` (SPEC.md §2): Intercom's messenger when
// the server names an Intercom app and this is the production host over https (lib/intercom.ts);
// otherwise a conversation with the Hireloop support team (super admins), so it always works.
import { SUPPORT_TEAM_NAME } from '@hireloop/shared/support-constants';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '#web/components/dialog.tsx';
import { bootIntercom, showIntercom } from '#web/lib/intercom.ts';
import type { User } from '#web/lib/session/session-user.ts';
import { useSiteSettings } from '#web/lib/site-settings.ts';
import { SupportThread } from './support-thread.tsx';

export default function SupportLauncher({ user }: { user: User }) {
  const site = useSiteSettings();
  const [open, setOpen] = useState(false);
  const [intercom, setIntercom] = useState(false);

  useEffect(() => {
    setIntercom(
      bootIntercom(site, {
        id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        intercomUserHash: user.intercomUserHash,
      }),
    );
  }, [site, user.id, user.email, user.firstName, user.lastName, user.intercomUserHash]);

  return (
    <>
      <button
        type="button"
        onClick={() => (intercom ? showIntercom() : setOpen(true))}
        className="fixed right-4 bottom-20 z-40 flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg shadow-brand-900/20 hover:bg-brand-700 xl:bottom-6"
      >
        <MessageCircleQuestion className="size-5" aria-hidden="true" />
        <span>Chat with support</span>
      </button>
      {intercom ? null : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={SUPPORT_TEAM_NAME}
          description="We usually answer within a few minutes during business hours."
        >
          <div className="mt-4">
            <SupportThread />
          </div>
        </Dialog>
      )}
    </>
  );
}
