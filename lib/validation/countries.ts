import { getCountries, type CountryCode } from 'libphonenumber-js';
import englishNames from 'react-phone-number-input/locale/en.json';

/** Country names in English (the marketing provider's country property holds the name). */
const NAMES = englishNames as unknown as Record<string, string>;

export const COUNTRY_OPTIONS: readonly { code: CountryCode; name: string }[] = getCountries()
  .map((code) => ({ code, name: NAMES[code] ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const COUNTRY_NAMES: readonly string[] = COUNTRY_OPTIONS.map((option) => option.name);
