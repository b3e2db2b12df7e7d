// The company logo on the profile pages (Company Admin, Manager).
import { AvatarUploader } from '#web/components/avatar-uploader.tsx';
import { useRemoveCompanyAvatar, useUploadCompanyAvatar } from '../api/company-profile.ts';

export function CompanyLogoUploader({ name, avatar }: { name: string; avatar: string | null }) {
  const upload = useUploadCompanyAvatar();
  const remove = useRemoveCompanyAvatar();
  return <AvatarUploader name={name} avatar={avatar} noun="logo" upload={upload} remove={remove} />;
}
