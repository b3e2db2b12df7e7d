// What the resume picker accepts before anything is sent: the server checks the content again.
import { MAX_RESUME_BYTES, RESUME_MIME_TYPES } from '@hireloop/shared/profiles';

export const RESUME_ACCEPT = ['.pdf', '.docx', ...Object.values(RESUME_MIME_TYPES)].join(',');

/** A reason to refuse the file, or null when it may be uploaded. */
export function resumeFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeKnown = (Object.values(RESUME_MIME_TYPES) as string[]).includes(file.type);
  if (!typeKnown && !(extension in RESUME_MIME_TYPES)) return 'Choose a PDF or Word (.docx) document.';
  if (file.size > MAX_RESUME_BYTES) return 'The resume must be 10 MB or smaller.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** "820 KB", "1.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
