/** Moves focus to the form's first field with an error, once React has rendered the messages. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input');
    field?.focus();
  });
}
