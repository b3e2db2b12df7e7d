// Camera and microphone pickers (the lobby and the settings tab).
import { SelectField } from '#web/components/select-field.tsx';
import type { LocalMedia } from './use-local-media.ts';

function DeviceSelect({
  label,
  none,
  devices,
  value,
  onChoose,
}: {
  label: string;
  none: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChoose(id: string): void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChoose(event.target.value)}
      disabled={devices.length === 0}
    >
      {devices.length === 0 ? <option value="">{none}</option> : null}
      {devices.map((device, index) => (
        <option key={device.deviceId} value={device.deviceId}>
          {device.label || `${label} ${index + 1}`}
        </option>
      ))}
    </SelectField>
  );
}

export function DevicePickers({ media }: { media: LocalMedia }) {
  return (
    <>
      <DeviceSelect
        label="Camera"
        none="No camera"
        devices={media.cameras}
        value={media.cameraId}
        onChoose={media.chooseCamera}
      />
      <DeviceSelect
        label="Microphone"
        none="No microphone"
        devices={media.microphones}
        value={media.microphoneId}
        onChoose={media.chooseMicrophone}
      />
    </>
  );
}
