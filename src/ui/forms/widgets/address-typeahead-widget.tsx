import { useEffect, useRef, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
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
 */
export function AddressTypeaheadWidget({ id, value, onChange, onBlur, rawErrors, uiSchema, registry, disabled, required }: WidgetProps) {
  const request = useApi();
  const context = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const hasError = Boolean(rawErrors?.length);
  // root_propertyAddress_street1 → propertyAddress: the address object this street belongs to.
  const addressField = id.split('_').slice(1, -1).join('.');
  const input = useRef<HTMLInputElement>(null);
  const describedIds = describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError });

  // Headless UI manages aria-describedby on its input itself, so the field's error and help are linked here.
  useEffect(() => {
    if (describedIds) input.current?.setAttribute('aria-describedby', describedIds);
    else input.current?.removeAttribute('aria-describedby');
  });

  useEffect(() => {
    if (!isLookupWorthy(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupAddresses(request, text, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, text]);

  return (
    <Combobox
      value={null as AddressSuggestion | null}
      onChange={(chosen: AddressSuggestion | null) => {
        if (chosen) context.fillAddress?.(addressField, chosen);
      }}
      disabled={disabled}
    >
      <div className="relative">
        <ComboboxInput
          id={id}
          name={id}
          className={INPUT_CLASS}
          autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'street-address'}
          required={required}
          aria-invalid={hasError}
          ref={input}
          displayValue={() => text}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLookupWorthy(next)) setSuggestions([]);
            onChange(next === '' ? undefined : next);
          }}
          onBlur={() => onBlur(id, value)}
        />
        {isLookupWorthy(text) && suggestions.length > 0 && (
          <ComboboxOptions className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-control border border-line bg-surface py-1 shadow-lg empty:invisible">
            {suggestions.map((suggestion) => (
              <ComboboxOption
                key={suggestion.fullAddress}
                value={suggestion}
                className="cursor-pointer px-3 py-2 text-ink data-[focus]:bg-primary data-[focus]:text-on-primary"
              >
                {suggestion.fullAddress}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}
