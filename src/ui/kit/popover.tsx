// Richer content behind a button (Headless UI Popover: Escape and clicking outside close it, focus
// returns to the button), the spec's 10 px below it. The panel sits in place rather than anchored in a
// portal: a portalled panel adds aria-hidden focus sentinels that axe reports.
import { Popover as HeadlessPopover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The spec's popover offset. */
export const POPOVER_OFFSET_PX = 10;

export function Popover({
  label,
  children,
  buttonClassName = 'inline-flex min-h-11 items-center font-semibold text-link underline',
  buttonProps,
  panelClassName = 'left-0 w-80 max-w-[calc(100vw-1rem)]',
}: {
  label: ReactNode;
  children: ReactNode;
  buttonClassName?: string;
  /** The button's accessible name and test id, when its label is an icon. */
  buttonProps?: { 'aria-label'?: string; 'data-testid'?: string };
  /** Where the panel sits and how wide it is. */
  panelClassName?: string;
}) {
  return (
    <HeadlessPopover className="relative inline-block">
      <PopoverButton className={buttonClassName} {...buttonProps}>
        {label}
      </PopoverButton>
      <PopoverPanel
        style={{ marginTop: POPOVER_OFFSET_PX }}
        className={`absolute top-full z-40 rounded-card border border-line bg-surface p-4 text-left text-ink shadow-lg ${panelClassName}`}
      >
        {children}
      </PopoverPanel>
    </HeadlessPopover>
  );
}
