import { useEffect, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { lookupAddresses, type AddressSuggestion } from '@/api/address-lookup';
import { useApi } from '../../api/api-context';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy, type FormContext } from '../form-context';

/** Wait after the last keystroke before asking the address service. */
const DEBOUNCE_MS = 250;
/** The spec's rule for a usable address: at least three characters and more than one word. */
const isLookupWorthy = (text: string) => text.trim().length >= 3 && text.trim().includes(' ');

/**
 * The street line with suggestions: typing asks the address service, choosing a suggestion fills
 * the whole address; typing the address by hand works just as well.
 *
 * A native ARIA 1.2 combobox (list autocomplete, manual selection, as in the WAI-ARIA Authoring
 * Practices): the arrows move through the suggestions, Enter chooses, Escape closes the list, and
 * the focus stays in the input throughout. Written by hand because it is on the first step, where
 * a component library's combobox cost about a sixth of the script (docs/performance.md).
 */
export function AddressTypeaheadWidget({ id, value, onChange, onBlur, rawErrors, uiSchema, registry, disabled, required }: WidgetProps) {
  const request = useApi();
  const context = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hasError = Boolean(rawErrors?.length);
  // root_propertyAddress_street1 → propertyAddress: the address object this street belongs to.
  const addressField = id.split('_').slice(1, -1).join('.');
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && isLookupWorthy(text) && suggestions.length > 0;

  useEffect(() => {
    if (!isLookupWorthy(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupAddresses(request, text, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
        })
        .catch(() => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, text]);

  // The highlighted suggestion stays in sight when the arrows move past the list's visible part.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (suggestion: AddressSuggestion) => {
    setOpen(false);
    setActive(-1);
    context.fillAddress?.(addressField, suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || !isLookupWorthy(text)) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Opening with the arrows lands on the first (or last) suggestion; then they wrap.
        setActive(!expanded ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        setOpen(true);
        return;
      }
      case 'Enter':
        // Enter chooses the highlighted suggestion; with none highlighted it submits the form as usual.
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(suggestions[active]!);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        name={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={INPUT_CLASS}
        value={text}
        autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'street-address'}
        required={required}
        disabled={disabled}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLookupWorthy(next)) setSuggestions([]);
          setOpen(true);
          setActive(-1);
          onChange(next === '' ? undefined : next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur(id, value);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={context.t('common:forms.addressSuggestions')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-control border border-line bg-surface py-1 shadow-lg"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            // Keyboard use is on the input (aria-activedescendant), so the options take no focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion.fullAddress}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="cursor-pointer px-3 py-2 text-ink aria-selected:bg-primary aria-selected:text-on-primary"
              // Pressing an option must not blur the input first (that would close the list).
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(suggestion)}
            >
              {suggestion.fullAddress}
            </li>
          ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? context.t('common:forms.addressesFound', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
