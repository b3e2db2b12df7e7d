// The app's toast API (SPEC.md §9 "Toasts"): react-toastify's `toast.success/warning/error/info/
// loading/dismiss`, loaded with the first toast instead of in the entry bundle (issue 16, decision
// 122). Calls made before the library arrives run in order once it has; react-toastify queues
// toasts until `<ToastHost>` (app/toast-host.tsx) has mounted its container.
import type { Id, ToastContent, ToastOptions } from 'react-toastify';

export type ToastLibrary = typeof import('react-toastify');

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

/** Fetches react-toastify once; `<ToastHost>` mounts the container when it has arrived. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then((loaded) => {
    library = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/** react-toastify once it has been loaded (for `useSyncExternalStore`). */
export const loadedToastLibrary = (): ToastLibrary | undefined => library;

export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `action` now if the library is here, else once it has loaded (in call order). */
function withLibrary(action: (loaded: ToastLibrary) => void): void {
  if (library) action(library);
  else
    loadToastLibrary().then(action, () => {
      // Offline or a failed deploy: the toast is lost, the app goes on.
    });
}

let lastId = 0;

type Kind = 'success' | 'warning' | 'error' | 'info' | 'loading';

/** A toast of `kind`; its id is known at once (to dismiss it) even while the library loads. */
const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): Id => {
    lastId += 1;
    const toastId = options?.toastId ?? `toast-${lastId}`;
    withLibrary((loaded) => loaded.toast[kind](content, { ...options, toastId }));
    return toastId;
  };

export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
  loading: show('loading'),
  /** Dismisses one toast, or every toast without an id; nothing to do before the first toast. */
  dismiss(id?: Id): void {
    if (library || loading) withLibrary((loaded) => loaded.toast.dismiss(id));
  },
};
