/** Mozilla's list of common passwords (lower-case, 8 characters and more). */
declare module 'fxa-common-password-list' {
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
