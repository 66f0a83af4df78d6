import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { parseUsState, provideUsStateTable, usStateByCode, type UsStateTable } from '@/engine/validation/us-state';
import { INPUT_CLASS } from '../base-input-template';
import { describedBy } from '../form-context';

let loading: Promise<UsStateTable> | undefined;

/** The state names and ZIP prefixes load after the first paint: drawing the page does not need them. */
function loadTable(): Promise<UsStateTable> {
  loading ??= import('../../../../flows/us-states.json').then(({ default: table }) => {
    provideUsStateTable(table);
    return table;
  });
  return loading;
}

/** The code for what was typed; before the list is there, two letters are taken as a code. */
const codeFor = (text: string, table: UsStateTable | undefined) =>
  table ? parseUsState(text, table) : /^\s*[a-z]{2}\s*$/i.test(text) ? text.trim().toUpperCase() : undefined;

/**
 * A state typed as its code or its name ('TX', 'tx', 'Texas'), with the names offered as the person
 * types. The form holds the code, or nothing while the text names no state (so the field says so).
 */
export function UsStateWidget({ id, value, onChange, onBlur, onFocus, rawErrors, uiSchema, disabled, required }: WidgetProps) {
  const [table, setTable] = useState<UsStateTable>();
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const [shown, setShown] = useState(value);
  const [focused, setFocused] = useState(false);
  const hasError = Boolean(rawErrors?.length);
  const nameOf = (code: string) => (table && usStateByCode(code, table)?.name) ?? code;

  useEffect(() => {
    let live = true;
    void loadTable().then((loaded) => live && setTable(loaded));
    return () => {
      live = false;
    };
  }, []);

  // A value set from elsewhere (a chosen address suggestion) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (typeof value === 'string' && value !== codeFor(text, table)) setText(nameOf(value));
  }

  // Once the list is there, text typed before it counts (a name typed straight away).
  useEffect(() => {
    const code = codeFor(text, table);
    if (table && code !== value) onChange(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the list arrives
  }, [table]);

  // A code from the draft reads as its name once the list is there (not while the person types it).
  const display = !focused && typeof value === 'string' && text === value ? nameOf(value) : text;

  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        className={INPUT_CLASS}
        value={display}
        list={`${id}__states`}
        required={required}
        disabled={disabled}
        autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) ?? 'off'}
        aria-invalid={hasError}
        aria-describedby={describedBy(id, { hasHelp: Boolean(uiSchema?.['ui:help']), hasError })}
        onChange={(event) => {
          setText(event.target.value);
          onChange(codeFor(event.target.value, table));
        }}
        onBlur={() => {
          const code = codeFor(display, table);
          if (code) setText(nameOf(code));
          setFocused(false);
          onBlur(id, value);
        }}
        onFocus={() => {
          setFocused(true);
          setText(display);
          onFocus(id, value);
        }}
      />
      <datalist id={`${id}__states`}>
        {table?.states.map((state) => (
          <option key={state.code} value={state.name} />
        ))}
      </datalist>
    </>
  );
}
