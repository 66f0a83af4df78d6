// Button looks shared by the chat's parts (smaller than a page's, to fit the panel).
export const CHAT_BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover disabled:opacity-60';
export const CHAT_SECONDARY_BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-button border-2 border-primary bg-surface px-4 font-semibold text-primary';
