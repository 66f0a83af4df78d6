import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { evaluateRule, isTruthy } from '@/engine/json-logic/json-logic';
import type { Address } from '@/engine/address';
import type { FlowContext } from '@/engine/flow/flow-runner';

/** What the theme's templates and widgets read from rjsf's formContext. */
export interface FormContext {
  t: TFunction;
  /** The flow context (draft including the open step's answers) that ui:showWhen rules read. */
  ruleContext: FlowContext;
  /** Named links for consent copy (termsLink, privacyLink), targets from lender data. */
  links: Record<`${string}Link`, ReactElement>;
  /** Values interpolated into consent copy (the lender's terms label). */
  copyValues: Record<string, string>;
  /** Fills an address object of the form (dotted path) from a chosen typeahead suggestion. */
  fillAddress?: (field: string, address: Address) => void;
}

const COPY_KEY = /^[a-z][a-zA-Z0-9_]*:[a-zA-Z0-9_.]+$/;

/** Flow files name copy keys where a form shows words; anything else is shown as it is. */
export function translate(t: TFunction, value: string | undefined): string {
  if (!value) return '';
  return COPY_KEY.test(value) ? t(value) : value;
}

/** Fields with ui:showWhen are shown only while their rule holds. */
export function isShown(uiSchema: Record<string, unknown> | undefined, context: FormContext | undefined): boolean {
  const rule = uiSchema?.['ui:showWhen'];
  if (rule === undefined || !context) return true;
  return isTruthy(evaluateRule(rule, context.ruleContext));
}

export const errorId = (id: string) => `${id}__error`;
export const helpId = (id: string) => `${id}__help`;

/** The ids a control's aria-describedby names: its help and, when invalid, its error. */
export function describedBy(id: string, { hasHelp, hasError }: { hasHelp: boolean; hasError: boolean }): string | undefined {
  const ids = [hasHelp ? helpId(id) : null, hasError ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
