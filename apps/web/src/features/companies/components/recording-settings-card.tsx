// The company's default interview recording preference (issue 19): shown to the company, changed by
// Company Admins. Interviews scheduled from then on take it unless they choose their own.
import { RECORDING_PREFERENCES, type RecordingPreference } from '@hireloop/shared/interviews';
import { Card } from '#web/components/card.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import {
  RECORDING_PREFERENCE_LABELS,
  useCompanyRecordingSettings,
  useSaveCompanyRecordingSettings,
} from '../api/recording-settings.ts';

export function RecordingSettingsCard() {
  const settings = useCompanyRecordingSettings();
  const save = useSaveCompanyRecordingSettings();
  if (!settings.data) return null;
  const { recordingPreference, canEdit } = settings.data;
  return (
    <Card className="mt-6 p-6">
      <h2 id="recording-settings-heading" className="text-base font-semibold text-slate-900">
        Interview recording
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The default for new web-conference interviews; each interview can choose otherwise.
      </p>
      {canEdit ? (
        <div className="mt-4 max-w-sm">
          <SelectField
            label="Default recording preference"
            value={recordingPreference}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.value as RecordingPreference)}
          >
            {RECORDING_PREFERENCES.map((preference) => (
              <option key={preference} value={preference}>
                {RECORDING_PREFERENCE_LABELS[preference]}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-900">{RECORDING_PREFERENCE_LABELS[recordingPreference]}</p>
      )}
    </Card>
  );
}
