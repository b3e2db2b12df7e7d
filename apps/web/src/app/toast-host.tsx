// The app's single toast container (SPEC.md §9 settings in `toastContainerProps`), mounted once the
// first toast has loaded react-toastify (lib/toast.ts, decision 122): no toast library on first load.
import { useSyncExternalStore } from 'react';
import { loadedToastLibrary, subscribeToToastLibrary } from '#web/lib/toast.ts';
import { toastContainerProps } from '#web/lib/toast-messages.ts';

const onServer = () => undefined;

export function ToastHost() {
  const toastify = useSyncExternalStore(subscribeToToastLibrary, loadedToastLibrary, onServer);
  return toastify ? <toastify.ToastContainer {...toastContainerProps} /> : null;
}
