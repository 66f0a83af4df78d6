// The headings of pages the server sends already painted (src/build/page-shells.ts). Their
// components render these keys, so the prerendered words and React's are the same.

/** A page's heading and introduction, as copy keys ('namespace:path'). */
export interface HeadingKeys {
  title: string;
  intro?: string;
}

export const SIGN_IN_HEADING = { title: 'auth:login.title', intro: 'auth:login.intro' } as const satisfies HeadingKeys;
export const SIGNER_LOGIN_HEADING = { title: 'signer:login.title', intro: 'signer:login.intro' } as const satisfies HeadingKeys;
