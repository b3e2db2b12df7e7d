import type { ScreeningQuestionType } from '@hireloop/shared/opportunities';

/** How each answer type is named in the form and the preview. */
export const QUESTION_TYPE_LABELS: Record<ScreeningQuestionType, string> = {
  yes_no: 'Yes or no',
  single_choice: 'One choice',
  multiple_choice: 'Several choices',
  short_text: 'Short text',
};
