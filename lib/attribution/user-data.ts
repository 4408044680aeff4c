import { USER_DATA_STORAGE_KEY } from '@/constants/storage';

/**
 * Stored user data (spec section 3): the browser-stored object 'user-data' with an
 * enrichedFromHubspot flag plus field values a form can prefill from.
 */
export type StoredUserData = { enrichedFromHubspot?: boolean } & Record<string, unknown>;

export function readUserData(): StoredUserData {
  try {
    const raw = window.localStorage.getItem(USER_DATA_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredUserData)
      : {};
  } catch {
    return {};
  }
}

/** Merges values into the stored user data (empty values never overwrite known ones). */
export function saveUserData(values: Record<string, unknown>): void {
  const merged: StoredUserData = { ...readUserData() };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    merged[key] = value;
  }
  try {
    window.localStorage.setItem(USER_DATA_STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage full or disabled: prefill is a convenience, never a blocker.
  }
}

/**
 * Initial form values from stored user data. `mapping` renames stored keys to form keys
 * ({formKey: storedKey}; null leaves a field unfilled); values of the wrong type are ignored.
 */
export function prefillFromUserData<T extends Record<string, unknown>>(
  initialValues: T,
  mapping: Partial<Record<keyof T, string | null>> = {},
  stored: StoredUserData = readUserData(),
): T {
  const result: Record<string, unknown> = { ...initialValues };
  for (const key of Object.keys(initialValues)) {
    const mapped = mapping[key as keyof T];
    if (mapped === null) continue;
    const storedKey = mapped ?? key;
    const value = stored[storedKey];
    const current = initialValues[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof current === typeof value || (current === undefined && typeof value === 'string')) {
      result[key] = value;
    }
  }
  return result as T;
}

/**
 * What a sent form adds to the stored user data: the inverse of prefillFromUserData's mapping, so
 * the values saved are the ones a form would fill back in. A field mapped to null describes someone
 * else (a referral's contact) and is never saved; only `remembered` keys are kept.
 */
export function userDataFromValues(
  values: Record<string, unknown>,
  mapping: Partial<Record<string, string | null>>,
  remembered: ReadonlySet<string>,
): Record<string, string> {
  const saved: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const mapped = mapping[key];
    if (mapped === null || typeof value !== 'string') continue;
    const storedKey = mapped ?? key;
    if (remembered.has(storedKey)) saved[storedKey] = value;
  }
  return saved;
}
