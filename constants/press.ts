/** The press page's fixed parts (content/press/ holds the items). */
export const PRESS_CONTACT_EMAIL = 'press@switchboard.example';

export const PRESS_KINDS = ['Press release', 'Product announcement', 'Award'] as const;
