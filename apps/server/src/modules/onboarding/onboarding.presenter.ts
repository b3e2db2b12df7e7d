import type { Onboarding, OnboardingSummary } from '@hireloop/shared/onboarding';
import type { Keyring } from '#server/lib/crypto.ts';
import type { LoadedOnboarding, OnboardingSummaryRow } from './onboarding.service.ts';
import { onboardingProgress } from './onboarding-progress.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function presentOnboardingSummary(row: OnboardingSummaryRow): OnboardingSummary {
  const total = Number(row.total);
  const completed = Number(row.completed);
  return {
    id: row.onboarding.id,
    status: row.onboarding.status as OnboardingSummary['status'],
    offer_id: row.onboarding.offerId,
    application_id: row.applicationId,
    candidate: {
      id: row.candidate.id,
      first_name: row.candidate.firstName,
      last_name: row.candidate.lastName,
    },
    company: row.company,
    opportunity_title: row.opportunityTitle,
    start_date: row.startDate,
    tasks_total: total,
    tasks_completed: completed,
    progress: onboardingProgress(total, completed),
    completed_at: row.onboarding.completedAt?.toISOString() ?? null,
    created_at: row.onboarding.createdAt.toISOString(),
  };
}

/** Sensitive answers in clear only when `revealSensitive`; never the ciphertext. */
function decryptedSecrets(
  keyring: Keyring,
  ciphertext: string | null,
  reveal: boolean,
): Record<string, string> {
  if (!reveal || !ciphertext) return {};
  try {
    return JSON.parse(keyring.decrypt(ciphertext)) as Record<string, string>;
  } catch {
    return {};
  }
}

export function presentOnboarding(loaded: LoadedOnboarding, keyring: Keyring): Onboarding {
  const today = todayUtc();
  return {
    ...presentOnboardingSummary(loaded.summary),
    tasks: loaded.tasks.map(({ task, file, document }) => {
      const secrets = decryptedSecrets(keyring, task.encryptedValues, loaded.revealSensitive);
      const hasSecrets = task.encryptedValues !== null;
      return {
        id: task.id,
        kind: task.kind as Onboarding['tasks'][number]['kind'],
        title: task.title,
        description: task.description,
        due_on: task.dueOn,
        overdue: !task.completedAt && task.dueOn !== null && task.dueOn < today,
        completed_at: task.completedAt?.toISOString() ?? null,
        fields: task.fields.map((field) => ({
          key: field.key,
          label: field.label,
          sensitive: field.sensitive,
          value: field.sensitive ? (secrets[field.key] ?? null) : (task.formValues[field.key] ?? null),
          provided: field.sensitive ? hasSecrets : task.formValues[field.key] !== undefined,
        })),
        file: file?.id
          ? {
              model_has_file_id: file.id,
              current_name: file.currentName ?? '',
              url: `/api/onboardings/${loaded.summary.onboarding.id}/tasks/${task.id}/file`,
            }
          : null,
        document: document?.id
          ? {
              current_name: document.currentName ?? '',
              url: `/api/onboardings/${loaded.summary.onboarding.id}/tasks/${task.id}/document`,
            }
          : null,
      };
    }),
    abilities: { complete: loaded.viewer === 'candidate', reveal_sensitive: loaded.revealSensitive },
  };
}
