// `/company-interviews/create` (Recruiter and above): pick the application, the interviewers, the
// format and duration, then a fixed time or "let the candidate choose" (a self-scheduling link with
// the interviewers' free slots). `?application_id=` preselects the candidate (from the candidate
// panel or the board).
import {
  formatInterviewTime,
  INTERVIEW_LOCATION_LABELS,
  INTERVIEW_LOCATIONS,
} from '@hireloop/shared/interviews';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { type ScheduleInterviewInput, useFreeSlots, useScheduleInterview } from '../api/interviews.ts';
import { useApplicationOptions, useTeamMemberOptions } from '../api/scheduling-options.ts';
import { readerZone } from '../components/interview-format.tsx';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

export default function CreateInterviewPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const applications = useApplicationOptions();
  const members = useTeamMemberOptions();
  const schedule = useScheduleInterview();
  const zone = readerZone();

  const [applicationId, setApplicationId] = useState(searchParams.get('application_id') ?? '');
  const [interviewerIds, setInterviewerIds] = useState<number[]>([]);
  const [location, setLocation] = useState<ScheduleInterviewInput['location']>('web_conference');
  const [details, setDetails] = useState('');
  const [duration, setDuration] = useState(30);
  const [scheduling, setScheduling] = useState<ScheduleInterviewInput['scheduling']>('candidate_chooses');
  const [startTime, setStartTime] = useState('');
  const [recording, setRecording] = useState<ScheduleInterviewInput['recordingPreference'] | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The scheduler interviews unless they pick others.
  useEffect(() => {
    const me = members.data?.data.find((member) => member.isCurrentUser);
    if (me && interviewerIds.length === 0) setInterviewerIds([me.userId]);
  }, [members.data, interviewerIds.length]);

  const slots = useFreeSlots({ interviewerIds, durationMinutes: duration, enabled: scheduling === 'fixed' });

  if (applications.isPending || members.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading candidates and team" />
      </div>
    );
  }
  if (applications.isError || members.isError) {
    return <ErrorState onRetry={() => void Promise.all([applications.refetch(), members.refetch()])} />;
  }

  const toggle = (id: number) =>
    setInterviewerIds((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    schedule.mutate(
      {
        applicationId: Number(applicationId),
        interviewerIds,
        location,
        locationDetails: location === 'web_conference' ? null : details.trim() || null,
        durationMinutes: duration,
        scheduling,
        startTime: scheduling === 'fixed' && startTime ? startTime : null,
        timezone: zone,
        recordingPreference: recording || undefined,
      },
      {
        onSuccess: (interview) => navigate(`/company-interviews?interview=${interview.id}`),
        onError: (error) => setErrors(validationErrorsOf(error) ?? {}),
      },
    );
  };

  const fieldError = (...names: string[]) =>
    names
      .map((name) => Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1])
      .find(Boolean) ?? null;

  return (
    <form onSubmit={submit} className="mx-auto max-w-3xl space-y-5" noValidate>
      {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
      <Card className="space-y-5 p-4 sm:p-6">
        <SelectField
          label="Candidate"
          value={applicationId}
          onChange={(event) => setApplicationId(event.target.value)}
          error={fieldError('application_id')}
          required
        >
          <option value="">Choose a candidate</option>
          {applications.data.data.map((application) => (
            <option key={application.id} value={application.id}>
              {application.candidate.firstName} {application.candidate.lastName} ·{' '}
              {application.opportunity.title}
              {application.step ? ` · ${application.step.name}` : ''}
            </option>
          ))}
        </SelectField>

        <fieldset
          className="space-y-2"
          aria-describedby={fieldError('interviewer_ids') ? 'interviewers-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-900">Interviewers</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {members.data.data.map((member) => (
              <label key={member.userId} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={interviewerIds.includes(member.userId)}
                  onChange={() => toggle(member.userId)}
                />
                {member.firstName} {member.lastName}
                <span className="text-slate-500">· {member.role}</span>
              </label>
            ))}
          </div>
          {fieldError('interviewer_ids') ? (
            <p id="interviewers-error" className="text-sm text-red-700">
              {fieldError('interviewer_ids')}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">Format</legend>
          <div className="flex flex-wrap gap-4">
            {INTERVIEW_LOCATIONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="location"
                  value={value}
                  checked={location === value}
                  onChange={() => setLocation(value)}
                />
                {INTERVIEW_LOCATION_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {location !== 'web_conference' ? (
          <TextField
            label={location === 'in_person' ? 'Address' : 'Phone number'}
            value={details}
            maxLength={500}
            onChange={(event) => setDetails(event.target.value)}
            error={fieldError('location_details')}
            required
          />
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Duration"
            value={duration}
            onChange={(event) => setDuration(Number(event.target.value))}
            error={fieldError('duration_minutes')}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Recording"
            value={recording}
            onChange={(event) =>
              setRecording(event.target.value as ScheduleInterviewInput['recordingPreference'] | '')
            }
          >
            <option value="">The company’s default</option>
            <option value="ask">Ask at the start</option>
            <option value="always">Always record</option>
            <option value="never">Never record</option>
          </SelectField>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">Time</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="scheduling"
              checked={scheduling === 'candidate_chooses'}
              onChange={() => setScheduling('candidate_chooses')}
            />
            Let the candidate choose from the interviewers’ open times
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="scheduling"
              checked={scheduling === 'fixed'}
              onChange={() => setScheduling('fixed')}
            />
            Pick a time now
          </label>
        </fieldset>
        {scheduling === 'fixed' ? (
          <SelectField
            label={`Start time (${zone})`}
            value={startTime}
            onChange={(event) => setStartTime(event.target.value)}
            error={fieldError('start_time')}
            hint={
              slots.isFetching
                ? 'Finding times when every interviewer is free…'
                : 'Times when every interviewer is free.'
            }
          >
            <option value="">Choose a time</option>
            {(slots.data?.data ?? []).map((slot) => (
              <option key={slot.startTime} value={slot.startTime}>
                {formatInterviewTime(slot.startTime, zone)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-600">
            The candidate gets a link by email, text and in Messages to book one of the open times of the next
            14 days.
          </p>
        )}
      </Card>
      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to="/company-interviews" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={schedule.isPending}>
          {scheduling === 'fixed' ? 'Schedule interview' : 'Send scheduling link'}
        </Button>
      </div>
    </form>
  );
}
