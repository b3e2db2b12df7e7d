// Length, count and pay limits of opportunities, their questions, steps, templates and the search.

export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const LOCATION_MAX_LENGTH = 255;
export const SCHEDULE_MAX_LENGTH = 1000;
export const REQUIREMENTS_MAX_LENGTH = 5000;
export const PAY_LIMIT = 100_000_000;
export const MAX_OPENINGS = 1000;
export const MAX_SCREENING_QUESTIONS = 20;
export const QUESTION_MAX_LENGTH = 500;
export const OPTION_MAX_LENGTH = 200;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
export const MIN_PIPELINE_STEPS = 2;
export const MAX_PIPELINE_STEPS = 20;
export const STEP_NAME_MAX_LENGTH = 60;
export const TEMPLATE_NAME_MAX_LENGTH = 120;
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_DEFAULT_PER_PAGE = 20;
