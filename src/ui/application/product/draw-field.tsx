// The initial draw: money typed with '$' and thousands separators shown as it is typed, the caret
// kept beside the digit it was beside.
import { useLayoutEffect, useRef } from 'react';
import { formatMoneyInput } from '@/engine/format/money-input';
import { INPUT_CLASS } from '../../forms/base-input-template';

export function DrawField({
  id,
  text,
  invalid,
  describedBy,
  onText,
}: {
  id: string;
  text: string;
  invalid: boolean;
  describedBy: string;
  onText: (text: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // After React writes the reformatted text, the caret goes back where formatMoneyInput put it.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && input === document.activeElement) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <input
      ref={ref}
      id={id}
      className={INPUT_CLASS}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => {
        const { value, selectionStart } = event.target;
        const next = formatMoneyInput(value, selectionStart ?? value.length, text);
        caret.current = next.caret;
        onText(next.display);
      }}
    />
  );
}
