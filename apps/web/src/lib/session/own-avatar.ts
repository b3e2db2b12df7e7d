// The signed-in person's own photo (`POST`/`DELETE /api/users/self/avatar`): after a change the
// user is asked again, so the header's avatar menu and every account page show the new one.
import { useMutation } from '@tanstack/react-query';
import { api } from '../http.ts';
import { useSession } from './session.tsx';

export function useUploadOwnAvatar() {
  const { refetchUser } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return api.post<{ avatar: string }>('/api/users/self/avatar', body, { handledStatuses: [413, 422] });
    },
    onSuccess: () => refetchUser(),
  });
}

export function useRemoveOwnAvatar() {
  const { refetchUser } = useSession();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/users/self/avatar'),
    onSuccess: () => refetchUser(),
  });
}
