// The Show/Hide button beside a masked input (a password, a Social Security number).
export function RevealButton(props: {
  revealed: boolean;
  onToggle: () => void;
  /** The accessible name; it contains the visible word, for voice control users. */
  label: string;
  showText: string;
  hideText: string;
  /** Announce the state as a toggle (a fixed name) rather than by a changing name. */
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className="min-h-12 min-w-20 shrink-0 rounded-button border-2 border-primary bg-surface px-4 font-semibold text-primary"
      aria-pressed={props.pressed ? props.revealed : undefined}
      aria-label={props.label}
      onClick={props.onToggle}
    >
      {props.revealed ? props.hideText : props.showText}
    </button>
  );
}
