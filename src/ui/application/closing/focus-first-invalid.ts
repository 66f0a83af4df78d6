/**
 * After a refused submit, moves focus to the form's first enabled field marked invalid (a document
 * not yet read has a disabled checkbox: its error is shown, and focus goes to the next field).
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus());
}
