// Attachments: checked by content and size, all-or-nothing, downloadable only by participants.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messageAttachments, messages } from '#server/db/schema.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import {
  createMessagingScene,
  createTestCandidate,
  docxBytes,
  exeBytes,
  fakeDocxBytes,
  type MessagingScene,
  pdfBytes,
  pngBytes,
  postMessageForm,
  startTestConversation,
} from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { cleanAttachmentName } from '../files/attachment-checks.ts';
import { zipHasEntry } from '../files/zip-entries.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { sendConversationMessage } from './messages.service.ts';

const ctx = await appForThisFile();

async function sceneWithConversation(): Promise<MessagingScene & { uuid: string }> {
  const scene = await createMessagingScene(ctx);
  const uuid = await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
  return { ...scene, uuid };
}

/** Every stored attachment file of the test app. */
function storedFiles(): string[] {
  const root = path.join(ctx.config.dataDir, 'files', 'message-attachments');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function counts(uuid: string) {
  const [row] = await ctx.database.db
    .select({ messages: count(messages.id), attachments: count(messageAttachments.id) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(messageAttachments, eq(messageAttachments.messageId, messages.id))
    .where(eq(conversations.uuid, uuid));
  return { messages: row?.messages ?? 0, attachments: row?.attachments ?? 0, files: storedFiles().length };
}

describe('sending files', () => {
  it('stores PDF, images and DOCX, with or without text', async () => {
    const { candidate, company, uuid } = await sceneWithConversation();
    const response = await postMessageForm(candidate.client, uuid, { content: '' }, [
      { name: "résumé (final)'s.pdf", data: pdfBytes(), contentType: 'application/pdf' },
      { name: 'photo.png', data: pngBytes(), contentType: 'image/png' },
      { name: 'letter.docx', data: docxBytes(), field: 'files[]' },
    ]);
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({ content: '', side: 'candidate', sender: { id: candidate.user.id } });
    expect(message.attachments).toEqual([
      {
        id: expect.any(Number),
        name: "résumé (final)'s.pdf",
        mime_type: 'application/pdf',
        size_bytes: pdfBytes().length,
        url: `/api/message-attachments/${message.attachments[0].id}`,
      },
      expect.objectContaining({ name: 'photo.png', mime_type: 'image/png', size_bytes: pngBytes().length }),
      expect.objectContaining({
        name: 'letter.docx',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);

    // The thread shows the same attachments; a Team Member may read and download them.
    const thread = (
      await company.members['Team Member'].client.get(`/api/conversations/${uuid}/messages`)
    ).json();
    expect(thread.data[0].attachments).toEqual(message.attachments);

    const download = await company.members['Team Member'].client.get(message.attachments[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ (final)'s.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29%27s.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);

    const image = await candidate.client.get(message.attachments[1].url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes())).toBe(true);

    const withText = await postMessageForm(
      company.members.Recruiter.client,
      uuid,
      { content: '  See the contract  ' },
      [{ name: 'contract.pdf', data: pdfBytes() }],
    );
    expect(withText.statusCode).toBe(201);
    expect(withText.json()).toMatchObject({ content: 'See the contract', side: 'company' });
  });

  it('lets only participants download', async () => {
    const { candidate, uuid } = await sceneWithConversation();
    const sent = await postMessageForm(candidate.client, uuid, { content: 'CV' }, [
      { name: 'cv.pdf', data: pdfBytes() },
    ]);
    const url = sent.json().attachments[0].url as string;

    const rival = await createTestCompany(ctx, 'Rival');
    const stranger = await createTestCandidate(ctx);
    expect((await rival.members['Company Admin'].client.get(url)).statusCode).toBe(404);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await candidate.client.get('/api/message-attachments/999999999')).statusCode).toBe(404);
  });

  it('refuses a Team Member before reading the upload', async () => {
    const { company, uuid } = await sceneWithConversation();
    const before = await counts(uuid);
    const response = await postMessageForm(company.members['Team Member'].client, uuid, { content: 'x' }, [
      { name: 'a.pdf', data: pdfBytes() },
    ]);
    expect(response.statusCode).toBe(403);
    expect(await counts(uuid)).toEqual(before);
  });
});

describe('refusing files, with nothing written', () => {
  const cases = [
    {
      title: 'six files',
      files: () => Array.from({ length: 6 }, (_, n) => ({ name: `f${n}.png`, data: pngBytes() })),
      errors: { files: ['The files may not have more than 5 items.'] },
    },
    {
      title: 'an .exe renamed .pdf',
      files: () => [{ name: 'invoice.pdf', data: exeBytes(), contentType: 'application/pdf' }],
      errors: {
        'files.0': [
          'The file "invoice.pdf" must be a PDF, a PNG, JPEG, GIF or WebP image, or a Word (.docx) document.',
        ],
      },
    },
    {
      title: 'an 11 MB file',
      files: () => [{ name: 'huge.pdf', data: pdfBytes(11 * 1024 * 1024) }],
      status: 413,
      errors: { 'files.0': ['The file "huge.pdf" may not be greater than 10 MB.'] },
    },
    {
      title: 'a zip posing as a Word document, after a valid file',
      files: () => [
        { name: 'ok.png', data: pngBytes() },
        { name: 'fake.docx', data: fakeDocxBytes() },
      ],
      errors: {
        'files.1': [
          'The file "fake.docx" must be a PDF, a PNG, JPEG, GIF or WebP image, or a Word (.docx) document.',
        ],
      },
    },
    {
      title: 'an empty message without files',
      files: () => [],
      errors: { content: ['The content field is required.'] },
    },
  ];

  it.each(cases)('$title', async ({ files, errors, ...expected }) => {
    const { candidate, uuid } = await sceneWithConversation();
    const before = await counts(uuid);
    const response = await postMessageForm(candidate.client, uuid, { content: '' }, files());
    expect(response.statusCode).toBe('status' in expected ? expected.status : 422);
    expect(response.json().errors).toEqual(errors);
    expect(await counts(uuid)).toEqual(before);
  });

  it('removes stored files when the database write fails', async () => {
    const { candidate } = await sceneWithConversation();
    const before = storedFiles().length;
    const missingConversation = {
      id: 2_000_000_000,
      uuid: '00000000-0000-4000-8000-000000000000',
      companyId: 1,
      companyName: 'Gone',
      companyAvatarPath: null,
      candidate: { id: candidate.user.id, firstName: 'Casey', lastName: 'Candidate', avatarPath: null },
      lastMessageAt: new Date(),
    };
    await expect(
      sendConversationMessage(
        notifyContextOf(ctx.app, ctx.deps),
        ctx.deps.storage,
        {
          conversation: missingConversation,
          participant: { side: 'candidate', userId: candidate.user.id, company: null },
        },
        { content: 'x', files: [{ index: 0, name: 'a.pdf', data: pdfBytes() }] },
      ),
    ).rejects.toThrow();
    expect(storedFiles().length).toBe(before);
  });
});

describe('names and archives', () => {
  it('keeps only a clean base name', () => {
    expect(cleanAttachmentName('../../etc/pass\u0000wd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanAttachmentName('C:\\Users\\me\\cv.docx', 'application/pdf')).toBe('cv.docx');
    expect(cleanAttachmentName('  ', 'image/png')).toBe('attachment.png');
    const long = cleanAttachmentName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('quotes names safely in Content-Disposition', () => {
    expect(attachmentDisposition('a"b\\c\r\n.pdf')).toBe(
      `attachment; filename="a_b_c__.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0A.pdf`,
    );
  });

  it('reads zip entries and refuses anything else', () => {
    expect(zipHasEntry(docxBytes(), 'word/document.xml')).toBe(true);
    expect(zipHasEntry(fakeDocxBytes(), 'word/document.xml')).toBe(false);
    expect(zipHasEntry(pdfBytes(), 'word/document.xml')).toBe(false);
    expect(zipHasEntry(Buffer.alloc(3), 'word/document.xml')).toBe(false);
    // A truncated archive (central directory cut off) is not a document.
    const docx = docxBytes();
    const truncated = Buffer.concat([docx.subarray(0, 40), docx.subarray(docx.length - 22)]);
    expect(zipHasEntry(truncated, 'word/document.xml')).toBe(false);
  });
});
