// The checklist every company starts with until it sets its own (onboarding_templates).
import type { OnboardingTaskDefinition } from '#server/db/schema.ts';

export const DEFAULT_ONBOARDING_TASKS: OnboardingTaskDefinition[] = [
  {
    kind: 'acknowledge',
    title: 'Read the employee handbook',
    description: 'Read how we work, our policies and your first week, then confirm you have read them.',
    due_days: -3,
  },
  {
    kind: 'upload',
    title: 'Upload a photo ID',
    description: 'A passport, driving licence or national ID card (PDF, PNG or JPEG).',
    due_days: -3,
  },
  {
    kind: 'form',
    title: 'Emergency contact and bank details',
    description: 'Who we call in an emergency, and where your pay goes. Bank details are stored encrypted.',
    due_days: 0,
    fields: [
      { key: 'emergency_contact_name', label: 'Emergency contact name', sensitive: false },
      { key: 'emergency_contact_phone', label: 'Emergency contact phone', sensitive: false },
      { key: 'bank_account_number', label: 'Bank account number', sensitive: true },
      { key: 'bank_routing_number', label: 'Bank routing number', sensitive: true },
    ],
  },
];
