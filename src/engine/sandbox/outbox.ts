// The outbox page's rules: the address it asks for, and which message links it may draw.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The copy key of what is wrong with a typed address, or null when it may be looked up. */
export function outboxEmailError(email: string): 'emailRequired' | 'emailInvalid' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  return EMAIL.test(trimmed) && trimmed.length <= 128 ? null : 'emailInvalid';
}

/** A message link is drawn only to a page of this site or an https address, never a script URL. */
export function isSafeMessageLink(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || /^https:\/\/[^\s]+$/i.test(url);
}
