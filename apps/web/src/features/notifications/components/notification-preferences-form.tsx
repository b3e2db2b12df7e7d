// The types × channels table of a preferences page: a switch per cell, saved together with PUT
// (only the switches that changed). Texts need a verified phone number, so without one the SMS
// column is off and says why.
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_INFO,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationScope,
  type NotificationType,
} from '@hireloop/shared/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { type PreferencesPage, useSaveNotificationPreferences } from '../api/notification-preferences.ts';
import { PreferenceSwitch } from './preference-switch.tsx';

type CellKey = `${NotificationType}:${NotificationChannel}`;
const cellKey = (type: NotificationType, channel: NotificationChannel): CellKey => `${type}:${channel}`;

const SMS_HINT_ID = 'sms-unavailable-hint';

function savedValues(page: PreferencesPage): Map<CellKey, boolean> {
  return new Map(page.data.map((item) => [cellKey(item.type, item.channel), item.enabled]));
}

/** Leaving with unsaved switches asks first (SPEC.md §4 "Navigation guard order"). */
function useConfirmLeavingWithChanges(hasChanges: boolean): void {
  const blocker = useBlocker(hasChanges);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved notification preferences. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

export function NotificationPreferencesForm({
  scope,
  page,
}: {
  scope: NotificationScope;
  page: PreferencesPage;
}) {
  const saved = useMemo(() => savedValues(page), [page]);
  const [draft, setDraft] = useState<Map<CellKey, boolean>>(saved);
  const save = useSaveNotificationPreferences(scope);
  const types = [...new Set(page.data.map((item) => item.type))];

  const changes: NotificationPreference[] = page.data
    .filter((item) => draft.get(cellKey(item.type, item.channel)) !== item.enabled)
    .map((item) => ({ type: item.type, channel: item.channel, enabled: !item.enabled }));
  useConfirmLeavingWithChanges(changes.length > 0 && !save.isPending);

  const setCell = (type: NotificationType, channel: NotificationChannel, enabled: boolean) =>
    setDraft((current) => new Map(current).set(cellKey(type, channel), enabled));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changes.length > 0) save.mutate(changes);
      }}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Which notifications you get, and how</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-3 font-semibold text-slate-900 sm:px-6">
                Notification
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th
                  key={channel}
                  scope="col"
                  className="w-16 px-2 py-3 text-center font-semibold text-slate-900 sm:w-28"
                >
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {types.map((type) => {
              const info = NOTIFICATION_TYPE_INFO[type];
              return (
                <tr key={type}>
                  <th scope="row" className="px-4 py-4 font-normal sm:px-6">
                    <span className="block font-medium text-slate-900">{info.label}</span>
                    <span className="mt-0.5 hidden text-slate-600 sm:block">{info.description}</span>
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const smsOff = channel === 'sms' && !page.smsAvailable;
                    return (
                      <td key={channel} className="px-2 py-4 text-center">
                        <PreferenceSwitch
                          label={`${info.label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                          checked={!smsOff && (draft.get(cellKey(type, channel)) ?? false)}
                          disabled={smsOff || save.isPending}
                          describedBy={smsOff ? SMS_HINT_ID : undefined}
                          onChange={(enabled) => setCell(type, channel, enabled)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p id={SMS_HINT_ID} className="text-sm text-slate-600">
          {page.smsAvailable
            ? 'Text messages go to your verified phone number.'
            : 'Text messages need a verified phone number. Add and verify one in your profile to turn them on.'}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="ghost"
            disabled={changes.length === 0 || save.isPending}
            onClick={() => setDraft(saved)}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={changes.length === 0} loading={save.isPending}>
            Save preferences
          </Button>
        </div>
      </div>
    </form>
  );
}
