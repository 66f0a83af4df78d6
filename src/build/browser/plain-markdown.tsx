// Build-time stand-in for markdown-to-jsx (vite.config.ts aliases it here): rjsf renders a description
// or help text through it only when a uiSchema asks for markdown, and ours are plain copy, so the
// text is shown as text. Saves about 30 KB of compressed script on every form.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
