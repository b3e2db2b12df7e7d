// The resume: upload with progress (XMLHttpRequest reports upload progress, fetch does not),
// and removal. The download is a plain link to GET /api/profile/resume.
import { camelCaseKeys } from '@hireloop/shared/case';
import { useMutation } from '@tanstack/react-query';
import { readCookie } from '#web/lib/cookies.ts';
import { ensureCsrfCookie } from '#web/lib/csrf.ts';
import { api, HttpError, XSRF_COOKIE, XSRF_HEADER } from '#web/lib/http.ts';
import { showBodyToasts } from '#web/lib/toast-messages.ts';
import { type CandidateProfile, useStoreProfile } from './profile.ts';

export const RESUME_DOWNLOAD_URL = '/api/profile/resume';

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/profile/resume as multipart, calling onProgress with 0–100 while the bytes go up.
 * Failures reject with HttpError (status 0 when the server was not reached), like the HTTP client.
 */
export async function uploadResume(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CandidateProfile> {
  await ensureCsrfCookie();
  const body = new FormData();
  body.append('resume', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', RESUME_DOWNLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const parsed = camelCaseKeys(parseJson(xhr.responseText));
      if (xhr.status >= 200 && xhr.status < 300) {
        showBodyToasts(parsed);
        resolve(parsed as CandidateProfile);
      } else {
        reject(new HttpError(xhr.status, parsed));
      }
    };
    xhr.onerror = () => reject(new HttpError(0, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export function useUploadResume() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress: (percent: number) => void;
      signal?: AbortSignal;
    }) => uploadResume(file, onProgress, signal),
    onSuccess: (profile) => store(profile),
  });
}

export function useRemoveResume() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => api.delete<CandidateProfile>(RESUME_DOWNLOAD_URL),
    onSuccess: (profile) => store(profile),
  });
}
