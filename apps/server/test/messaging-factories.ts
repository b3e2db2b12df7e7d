// Messaging test data: candidates who applied to a company (applications inserted directly), and
// file bodies built in memory (PNG, PDF, DOCX, an .exe, oversized files) for upload tests.
import { crc32 } from 'node:zlib';
import { applications, type UserRow } from '../src/db/schema.ts';
import { createUser, signedInClient } from './factories.ts';
import type { TestClient } from './http-client.ts';
import { createTestOpportunity, type OpportunityRow } from './opportunity-factories.ts';
import { createTestCompany, type TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationStatus = 'draft' | 'active' | 'disqualified' | 'withdrawn' | 'hired';

export interface TestCandidate {
  user: UserRow;
  client: TestClient;
}

export async function createTestCandidate(
  ctx: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<TestCandidate> {
  const user = await createUser(ctx, { firstName: 'Casey', lastName: 'Candidate', ...overrides });
  return { user, client: await signedInClient(ctx, user) };
}

/** An application of the candidate to a new opportunity of the company, on its first step. */
export async function createTestApplication(
  ctx: TestApp,
  companyId: number,
  candidateUserId: number,
  options: { status?: ApplicationStatus; title?: string } = {},
): Promise<{ application: ApplicationRow; opportunity: OpportunityRow }> {
  const { opportunity, steps } = await createTestOpportunity(
    ctx.database.db,
    companyId,
    options.title ? { title: options.title } : {},
  );
  const status = options.status ?? 'active';
  const [application] = await ctx.database.db
    .insert(applications)
    .values({
      opportunityId: opportunity.id,
      companyId,
      candidateUserId,
      status,
      currentStepId: steps[0]?.id ?? null,
      submittedAt: status === 'draft' ? null : new Date(),
    })
    .returning();
  return { application: application!, opportunity };
}

export interface MessagingScene {
  company: TestCompany;
  candidate: TestCandidate;
  opportunity: OpportunityRow;
}

/** A company with a member per role and a candidate who applied to it. */
export async function createMessagingScene(
  ctx: TestApp,
  options: { companyName?: string; candidate?: Parameters<typeof createUser>[1]; title?: string } = {},
): Promise<MessagingScene> {
  const company = await createTestCompany(ctx, options.companyName);
  const candidate = await createTestCandidate(ctx, options.candidate);
  const { opportunity } = await createTestApplication(ctx, company.id, candidate.user.id, {
    ...(options.title ? { title: options.title } : {}),
  });
  return { company, candidate, opportunity };
}

/** Starts (or reuses) the conversation as a company member and returns its uuid. */
export async function startTestConversation(
  client: TestClient,
  candidateUserId: number,
  content = 'Hello from the team!',
): Promise<string> {
  const response = await client.post('/api/company-conversations', {
    candidate_user_id: candidateUserId,
    content,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`start conversation failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().uuid as string;
}

// ---------------------------------------------------------------------------------------------
// Files.

/** A valid 1×1 PNG. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A small PDF, optionally padded to `size` bytes (padding after %%EOF is ignored by readers). */
export function pdfBytes(size = 0): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
  return size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
}

/** A Windows executable header: what a renamed `.exe` really is. */
export function exeBytes(): Buffer {
  const data = Buffer.alloc(512);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  return data;
}

/** A zip archive (stored, not compressed) holding the given entries. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A minimal Word document: the content types and word/document.xml. */
export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': WORD_CONTENT_TYPES,
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A zip that claims to be a Word document but holds no word/document.xml. */
export function fakeDocxBytes(): Buffer {
  return zipBytes({ '[Content_Types].xml': WORD_CONTENT_TYPES, 'word/other.xml': '<x/>' });
}

export interface FormFile {
  name: string;
  data: Buffer;
  contentType?: string;
  field?: string;
}

/** multipart/form-data with text fields and any number of files (field `files` by default). */
export function multipartForm(fields: Record<string, string>, files: readonly FormFile[]) {
  const boundary = `----hireloop${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart message as the client. */
export function postMessageForm(
  client: TestClient,
  uuid: string,
  fields: Record<string, string>,
  files: readonly FormFile[],
) {
  const form = multipartForm(fields, files);
  return client.post(`/api/conversations/${uuid}/messages`, form.body, {
    headers: { 'content-type': form.contentType },
  });
}
