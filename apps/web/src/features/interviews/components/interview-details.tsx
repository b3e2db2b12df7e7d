// Everything about one interview and what the viewer may do with it (the `abilities` the server
// computed): cancel with an optional message to the candidate, mark Completed or No Show, and,
// while the candidate has not picked a time, the self-scheduling link to share.
import { fullName } from '@hireloop/shared/people';
import { useState } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { type Interview, useCancelInterview, useInterviewOutcome } from '../api/interviews.ts';
import { InterviewFormat, InterviewWhen } from './interview-format.tsx';
import { InterviewStatusBadge } from './interview-status-badge.tsx';

interface InterviewDetailsProps {
  interview: Interview;
  side: 'company' | 'candidate';
}

export function InterviewDetails({ interview, side }: InterviewDetailsProps) {
  const cancel = useCancelInterview(interview.id);
  const outcome = useInterviewOutcome(interview.id);
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState('');
  const started = interview.startTime !== null && new Date(interview.startTime).getTime() <= Date.now();

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <InterviewStatusBadge status={interview.status} />
        <span className="text-sm text-slate-600">{interview.opportunity.title}</span>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-900">When</dt>
        <dd className="text-slate-700">
          <InterviewWhen interview={interview} />
        </dd>
        <dt className="font-medium text-slate-900">Format</dt>
        <dd className="text-slate-700">
          <InterviewFormat interview={interview} />
          {interview.location === 'web_conference' && interview.joinUrl ? (
            <p className="mt-1 text-slate-600">
              The video room opens on the interview page: open it a few minutes before the start.
            </p>
          ) : null}
        </dd>
        <dt className="font-medium text-slate-900">{side === 'company' ? 'Candidate' : 'Company'}</dt>
        <dd className="flex items-center gap-2 text-slate-700">
          {side === 'company' ? (
            <>
              <Avatar name={fullName(interview.interviewee)} src={interview.interviewee.avatar} size="xs" />
              {interview.interviewee.firstName} {interview.interviewee.lastName}
            </>
          ) : (
            <>
              <Avatar name={interview.company.name} src={interview.company.avatar} size="xs" shape="square" />
              {interview.company.name}
            </>
          )}
        </dd>
        <dt className="font-medium text-slate-900">Interviewers</dt>
        <dd className="text-slate-700">
          <ul className="flex flex-wrap gap-3">
            {interview.interviewers.map((person) => (
              <li key={person.id} className="flex items-center gap-2">
                <Avatar name={fullName(person)} src={person.avatar} size="xs" />
                {person.firstName} {person.lastName}
              </li>
            ))}
          </ul>
        </dd>
        {side === 'company' ? (
          <>
            <dt className="font-medium text-slate-900">Recording</dt>
            <dd className="text-slate-700">
              {
                { always: 'Always recorded', never: 'Never recorded', ask: 'Ask at the start' }[
                  interview.recordingPreference
                ]
              }
            </dd>
          </>
        ) : null}
      </dl>

      {interview.cancelMessage ? (
        <Banner variant="info" title="Message from the company">
          {interview.cancelMessage}
        </Banner>
      ) : null}

      {interview.schedulingLink && interview.schedulingLink.state === 'open' ? (
        <Banner variant="info" title="The candidate picks the time">
          <p>They received this link by email, text and in Messages:</p>
          <p className="mt-1 break-all font-mono text-xs">{interview.schedulingLink.url}</p>
        </Banner>
      ) : null}

      {interview.abilities.setOutcome && started ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={outcome.isPending}
            onClick={() => outcome.mutate('completed')}
          >
            Mark completed
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={outcome.isPending}
            onClick={() => outcome.mutate('no_show')}
          >
            Mark no-show
          </Button>
        </div>
      ) : null}

      {interview.abilities.cancel ? (
        cancelling ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              cancel.mutate(message.trim() || null, { onSuccess: () => setCancelling(false) });
            }}
          >
            <TextAreaField
              label="Message to the candidate (optional)"
              value={message}
              maxLength={2000}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="danger" size="sm" loading={cancel.isPending}>
                Cancel interview
              </Button>
              <Button type="button" variant="secondary" size="sm" onClick={() => setCancelling(false)}>
                Keep it
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
            Cancel interview…
          </Button>
        )
      ) : null}
    </div>
  );
}
