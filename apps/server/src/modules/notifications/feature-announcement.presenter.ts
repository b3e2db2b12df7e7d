import {
  ANNOUNCEMENT_AUDIENCES,
  type AnnouncementAudience,
  type FeatureAnnouncement,
} from '@hireloop/shared/notifications';
import type { FeatureAnnouncementRow } from './feature-announcements.service.ts';

export function presentFeatureAnnouncement(row: FeatureAnnouncementRow): FeatureAnnouncement {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    action_1_text: row.action1Text,
    action_1_url: row.action1Url,
    action_2_text: row.action2Text,
    action_2_url: row.action2Url,
    published_at: row.publishedAt?.toISOString() ?? null,
    retired_at: row.retiredAt?.toISOString() ?? null,
    audiences: row.audiences.filter((audience): audience is AnnouncementAudience =>
      (ANNOUNCEMENT_AUDIENCES as readonly string[]).includes(audience),
    ),
    created_at: row.createdAt.toISOString(),
  };
}
