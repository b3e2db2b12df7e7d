// The settings tab: switch camera or microphone without leaving the room.
import { DevicePickers } from '../device-pickers.tsx';
import type { LocalMedia } from '../use-local-media.ts';

export function SettingsPanel({ media, listener }: { media: LocalMedia; listener: boolean }) {
  if (listener) {
    return (
      <p className="text-sm text-slate-600">
        You joined as a listener: nobody sees or hears you. Leave and join again to use a camera or
        microphone.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <DevicePickers media={media} />
      <p className="text-xs text-slate-500">
        A new device takes over at once; the others in the room keep seeing you.
      </p>
    </div>
  );
}
