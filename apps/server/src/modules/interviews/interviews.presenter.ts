// Interviews on the wire (issue 18 fields). The candidate never sees the company's scheduling link
// details or anyone's email; the join link is the viewer's own interview page for web conferences.
import {
  type Interview,
  type InterviewLocation,
  type InterviewStatus,
  interviewPagePath,
  interviewStatusLabel,
  type RatingState,
  type RecordingPreference,
  schedulingLinkPath,
} from '@hireloop/shared/interviews';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { userAvatarUrl } from '../messages/messages.presenter.ts';
import { absoluteLink } from '../notifications/notification.mails.ts';
import { type InterviewViewer, interviewAbilities } from './interviews.policy.ts';
import { accessFacts, type InterviewView, type PersonView } from './interviews-query.service.ts';
import { linkState } from './scheduling-links.service.ts';

const person = (p: PersonView) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  avatar: userAvatarUrl(p),
});

export function presentInterview(
  view: InterviewView,
  viewer: InterviewViewer,
  appUrl: string,
  now = new Date(),
): Interview {
  const { interview } = view;
  const status = interview.status as InterviewStatus;
  const location = interview.location as InterviewLocation;
  return {
    id: interview.id,
    uuid: interview.uuid,
    status,
    status_label: interviewStatusLabel(status),
    location,
    location_details: interview.locationDetails,
    start_time: interview.startTime?.toISOString() ?? null,
    end_time: interview.endTime?.toISOString() ?? null,
    duration_minutes: interview.durationMinutes,
    timezone: interview.timezone,
    recording_preference: interview.recordingPreference as RecordingPreference,
    rating_state: interview.ratingState as RatingState,
    application_id: interview.applicationId,
    opportunity: { id: view.opportunity.id, title: view.opportunity.title },
    company: {
      id: view.company.id,
      name: view.company.name,
      nickname: view.company.nickname,
      avatar: companyAvatarUrl(view.company),
    },
    interviewee: person(view.candidate),
    interviewers: view.interviewers.map(person),
    cancel_message: interview.cancelMessage,
    join_url:
      location === 'web_conference' &&
      (status === 'scheduled' || status === 'not_scheduled') &&
      interview.startTime
        ? interviewPagePath(viewer.side, interview.uuid)
        : null,
    scheduling_link:
      viewer.side === 'company' && view.link?.uuid && view.link.expiresAt
        ? {
            uuid: view.link.uuid,
            url: absoluteLink(appUrl, schedulingLinkPath(view.link.uuid)),
            state: linkState({ expiresAt: view.link.expiresAt, bookedAt: view.link.bookedAt }, status, now),
            expires_at: view.link.expiresAt.toISOString(),
          }
        : null,
    abilities: interviewAbilities(viewer, accessFacts(view)),
    created_at: interview.createdAt.toISOString(),
  };
}
