/** E-mail addresses are compared case-insensitively, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
