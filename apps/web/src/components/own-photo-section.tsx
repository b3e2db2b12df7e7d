// "Your photo" on every account page (personal, company, enterprise): the person's avatar of
// SPEC.md §3, the one the avatar menu shows.
import { fullName } from '@hireloop/shared/people';
import { useRemoveOwnAvatar, useUploadOwnAvatar } from '../lib/session/own-avatar.ts';
import { useSession } from '../lib/session/session.tsx';
import { AvatarUploader } from './avatar-uploader.tsx';
import { Card } from './card.tsx';

export function OwnPhotoSection() {
  const { user } = useSession();
  const upload = useUploadOwnAvatar();
  const remove = useRemoveOwnAvatar();
  if (!user) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="own-photo-heading" className="space-y-4">
        <div>
          <h2 id="own-photo-heading" className="text-lg font-semibold tracking-tight text-slate-900">
            Your photo
          </h2>
          <p className="text-sm text-slate-600">Shown to your team and in your conversations.</p>
        </div>
        <AvatarUploader
          name={fullName(user)}
          avatar={user.avatar}
          noun="photo"
          upload={upload}
          remove={remove}
        />
      </section>
    </Card>
  );
}
