// Richer content behind a button (Headless UI Popover: Escape and clicking outside close it, focus
// returns to the button), placed the spec's 10 px from it and kept on screen.
import { Popover as HeadlessPopover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The spec's popover offset. */
export const POPOVER_OFFSET_PX = 10;

export function Popover({ label, children, buttonClassName }: { label: ReactNode; children: ReactNode; buttonClassName?: string }) {
  return (
    <HeadlessPopover className="relative inline-block">
      <PopoverButton className={buttonClassName ?? 'inline-flex min-h-11 items-center font-semibold text-link underline'}>
        {label}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: POPOVER_OFFSET_PX, padding: 8 }}
        className="z-40 w-80 max-w-[calc(100vw-1rem)] rounded-card border border-line bg-surface p-4 text-ink shadow-lg"
      >
        {children}
      </PopoverPanel>
    </HeadlessPopover>
  );
}
