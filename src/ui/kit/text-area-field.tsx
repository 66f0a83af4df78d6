import type { TextareaHTMLAttributes } from 'react';
import { INPUT_CLASS } from '../forms/base-input-template';
import { LabelledField, type FieldText } from './labelled-field';

/** The spec's text area height. */
export const TEXT_AREA_ROWS = 5;

/** A labelled text area with its hint and error linked by aria-describedby (as TextField for inputs). */
export function TextAreaField({ label, hint, error, id, ...textarea }: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      id={id}
      control={(links) => <textarea rows={TEXT_AREA_ROWS} className={`${INPUT_CLASS} resize-y`} {...links} {...textarea} />}
    />
  );
}
