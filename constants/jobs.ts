/** The careers page's fixed parts (content/jobs/ holds the open roles). */
export const JOB_TEAMS = [
  'Engineering',
  'Product & Design',
  'Customer Success',
  'Sales',
  'Marketing',
  'People & Operations',
] as const;

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

export const CAREERS_EMAIL = 'careers@switchboard.example';
