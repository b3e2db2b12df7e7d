// The interview room (issue 19; SPEC.md §3 panel tabs and media kinds, §6 participants only): the
// presence channel of an interview, the signalling and chat events on it, chat and notes payloads.
import { paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

/** SPEC.md §3 "Interview panel tabs", word for word and in this order. */
export const INTERVIEW_PANEL_TABS = [
  'candidateProfile',
  'companyProfile',
  'candidateScores',
  'companyScores',
  'chat',
  'recording',
  'participants',
  'shareScreen',
  'notes',
  'settings',
  'more',
] as const;
export type InterviewPanelTab = (typeof INTERVIEW_PANEL_TABS)[number];

/** SPEC.md §3 "Media kinds". */
export const MEDIA_KINDS = ['audio', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The pinned presence channel of one interview: only its participants may join it. */
export const interviewChannelName = (uuid: string) => `presence-interview.${uuid}`;
export const INTERVIEW_CHANNEL_PATTERN = /^presence-interview\.([0-9a-f-]{36})$/;

/** Server events on the interview channel. */
export const INTERVIEW_CHAT_EVENT = 'interview.chat.created';

/** Client events (peer to peer through the channel; the server never reads them). */
export const ROOM_SIGNAL_EVENT = 'client-signal';
export const ROOM_STATE_EVENT = 'client-media-state';

export const INTERVIEW_ROOM_LIMITS = {
  /** Mesh: every participant sends to every other one; past 4, an SFU is the answer (README). */
  maxMeshPeers: 4,
  chatMessageLength: 2000,
  notesLength: 20_000,
} as const;

const id = z.number().int();

export const chatQuerySchema = paginationQuerySchema.extend({
  /** Only messages after this one (catching up after a reconnect). */
  after_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ChatQuery = z.infer<typeof chatQuerySchema>;

export const postChatMessageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'The message field is required.')
    .max(INTERVIEW_ROOM_LIMITS.chatMessageLength),
});

export const chatMessageSchema = z.object({
  id,
  interview_id: id,
  body: z.string(),
  author: z.object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
    side: z.enum(['candidate', 'company']),
  }),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatListSchema = z.object({
  data: z.array(chatMessageSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});

/** Autosave: the version read last; a stale one answers 409 so a second tab cannot overwrite. */
export const saveNotesSchema = z.object({
  body: z.string().max(INTERVIEW_ROOM_LIMITS.notesLength),
  version: z.number().int().min(0).max(2_147_483_647),
});

export const notesSchema = z.object({
  body: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type InterviewNotes = z.infer<typeof notesSchema>;

/** RTCIceServer as the browser takes it (ICE_SERVERS). */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/interviews/{id}/room: what a participant's browser needs to join. */
export const roomSchema = z.object({
  interview_id: id,
  uuid: z.string(),
  channel: z.string(),
  side: z.enum(['candidate', 'company']),
  self: z.object({ id, first_name: z.string(), last_name: z.string() }),
  ice_servers: z.array(iceServerSchema),
  /** Mesh transport: at most this many people in the room with media. */
  max_peers: z.number().int(),
  interview: z.object({
    status: z.string(),
    start_time: z.string().nullable(),
    duration_minutes: z.number().int(),
    opportunity_title: z.string(),
  }),
  company_profile: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    industry: z.string().nullable(),
    size: z.string().nullable(),
    location: z.string().nullable(),
  }),
  /** The company side only. */
  candidate_profile: z
    .object({
      application_id: id,
      first_name: z.string(),
      last_name: z.string(),
      avatar: z.string().nullable(),
      headline: z.string().nullable(),
      location: z.string().nullable(),
      summary: z.string().nullable(),
      skills: z.array(z.string()),
      desired_roles: z.array(z.string()),
      resume: z.object({ name: z.string(), url: z.string() }).nullable(),
    })
    .nullable(),
  participants: z.array(
    z.object({
      id,
      first_name: z.string(),
      last_name: z.string(),
      avatar: z.string().nullable(),
      role: z.enum(['interviewee', 'interviewer']),
    }),
  ),
});
export type Room = z.infer<typeof roomSchema>;
