import type { LenderDocument } from './config-documents';
import { configError, type ConfigError } from './config-error';
import { isRecord, toPointer, valueAtPointer } from './json-pointer';

const RANGE_POINTERS = ['/product/loanAmount', '/product/aprPercent', '/product/fees/recordingFees', '/product/fees/recordingTaxPer100k'];

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const DEPARTMENTS = ['phone', 'chat'];

function rangeErrors(lender: LenderDocument): ConfigError[] {
  return RANGE_POINTERS.flatMap((pointer) => {
    const range = valueAtPointer(lender.data, pointer);
    if (!isRecord(range) || typeof range.min !== 'number' || typeof range.max !== 'number' || range.min <= range.max) return [];
    return [configError(lender.file, pointer, `min ${range.min} is greater than max ${range.max}`)];
  });
}

/** The default term must be one the lender offers, or the page would start on another. */
function offerDefaultErrors(lender: LenderDocument): ConfigError[] {
  const terms = valueAtPointer(lender.data, '/product/terms');
  const term = valueAtPointer(lender.data, '/product/offerDefaults/term');
  if (!Array.isArray(terms) || typeof term !== 'number' || terms.includes(term)) return [];
  return [configError(lender.file, '/product/offerDefaults/term', `${term} is not one of the offered terms (${terms.join(', ')})`)];
}

function dayErrors(file: string, day: unknown, index: number, basePointer: string): ConfigError[] {
  if (!isRecord(day)) return [];
  const pointer = (key: string) => `${basePointer}${toPointer([index, key])}`;
  const expectedDay = WEEKDAYS[index];
  const errors: ConfigError[] = [];
  if (day.weekdayValue !== index + 1) {
    errors.push(configError(file, pointer('weekdayValue'), `must be ${index + 1}: days run from 1 (MONDAY) to 7 (SUNDAY) in order`));
  }
  if (expectedDay && day.weekday !== expectedDay) {
    errors.push(configError(file, pointer('weekday'), `must be ${expectedDay} at position ${index + 1}`));
  }
  // Zero-padded HH:mm strings compare correctly as text.
  if (day.isOpen === true && typeof day.startTime === 'string' && typeof day.endTime === 'string' && day.startTime >= day.endTime) {
    errors.push(configError(file, pointer('startTime'), `startTime ${day.startTime} must be before endTime ${day.endTime}`));
  }
  return errors;
}

function operatingHoursErrors(lender: LenderDocument): ConfigError[] {
  return DEPARTMENTS.flatMap((department) => {
    const basePointer = toPointer(['operatingHours', department]);
    const week = valueAtPointer(lender.data, basePointer);
    return Array.isArray(week) ? week.flatMap((day, i) => dayErrors(lender.file, day, i, basePointer)) : [];
  });
}

/** The time zone must be one the browser's Intl knows, or the footer's hours in it could not be drawn. */
function timeZoneErrors(lender: LenderDocument): ConfigError[] {
  const timeZone = lender.data.timeZone;
  if (typeof timeZone !== 'string') return [];
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return [];
  } catch {
    return [configError(lender.file, '/timeZone', `'${timeZone}' is not an IANA time zone name (for example America/New_York)`)];
  }
}

const EXAMPLE_MARGIN = '/product/lineTerms/variableRate/historicalExampleMarginPercent';

/** The historical example's margin must be one the lender can charge, or the table would show rates no draw gets. */
function exampleMarginErrors(lender: LenderDocument): ConfigError[] {
  const margin = valueAtPointer(lender.data, EXAMPLE_MARGIN);
  const range = valueAtPointer(lender.data, '/product/lineTerms/variableRate/marginPercent');
  if (typeof margin !== 'number' || !isRecord(range) || typeof range.min !== 'number' || typeof range.max !== 'number') return [];
  if (margin >= range.min && margin <= range.max) return [];
  return [configError(lender.file, EXAMPLE_MARGIN, `${margin} is outside marginPercent (${range.min} to ${range.max})`)];
}

/** Checks inside one lender that JSON Schema cannot express: ranges, the default term, the order of opening hours, the time zone, the example margin. */
export function lenderValueChecks(lenders: readonly LenderDocument[]): ConfigError[] {
  return lenders.flatMap((lender) => [
    ...rangeErrors(lender),
    ...offerDefaultErrors(lender),
    ...operatingHoursErrors(lender),
    ...timeZoneErrors(lender),
    ...exampleMarginErrors(lender),
  ]);
}
