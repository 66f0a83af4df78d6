import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import flowFile from '../../../flows/registration.json';
import apiSchema from '../../../schemas/api/application.schema.json';
import { CITY_PATTERN, isCityText } from './city-name';
import { isMiddleNameText, isNameText, MIDDLE_NAME_PATTERN, NAME_PATTERN } from './person-name';

const LETTER = /^\p{L}$/u;
/** Single code points that are letters in some alphabet (Latin, Greek, Cyrillic, CJK, Arabic…). */
const letter = fc
  .integer({ min: 0x41, max: 0x2ffff })
  .map((code) => String.fromCodePoint(code))
  .filter((char) => LETTER.test(char));
const apostrophe = fc.constantFrom("'", '’');
const nameText = fc
  .tuple(letter, fc.array(fc.oneof(letter, letter, apostrophe, fc.constant('-'), fc.constant(' ')), { maxLength: 30 }))
  .map(([first, rest]) => first + rest.join(''));
/** Digits of any script and symbols a name never holds. */
const notInNames = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map(String),
  fc.constantFrom('٣', '७', '@', '#', '$', '%', '&', '*', '!', '?', '/', '_', '+', '=', '<', '>', '😀', '🏠', '"', ';', ':', ','),
);

describe('name rule', () => {
  it('accepts the names the spec’s ASCII reading refused', () => {
    for (const name of [
      "O'Brien",
      'O’Brien',
      'José',
      'Núñez',
      'José Núñez',
      'Jose\u0301',
      'Mary-Jane',
      'Nguyễn Thị',
      'Достоевская',
      '山田',
    ]) {
      expect(isNameText(name), name).toBe(true);
    }
    expect(isMiddleNameText("D'Angelo")).toBe(true);
    expect(isMiddleNameText('María José L.')).toBe(true);
  });

  it('accepts any Unicode letters with apostrophes, hyphens and spaces after a first letter', () => {
    fc.assert(fc.property(nameText, (name) => isNameText(name)));
  });

  it('refuses a name holding a digit or a symbol anywhere', () => {
    fc.assert(
      fc.property(nameText, notInNames, fc.nat(), (name, bad, at) => {
        const index = 1 + (at % name.length);
        return !isNameText(name.slice(0, index) + bad + name.slice(index));
      }),
    );
    expect(isNameText("'Brien")).toBe(false);
    expect(isNameText('-Ann')).toBe(false);
  });

  it('middle names: up to three parts, one separator between them, an optional final period', () => {
    expect(isMiddleNameText('Ann Marie Louise')).toBe(true);
    expect(isMiddleNameText('Ann Marie Louise Kay')).toBe(false);
    expect(isMiddleNameText('Ann  Marie')).toBe(false);
    expect(isMiddleNameText('J3')).toBe(false);
  });

  it('cities: letters of any alphabet, spaces, periods, apostrophes and hyphens', () => {
    for (const city of ['Española', 'Cañon City', 'St. Louis', "Coeur d'Alene", 'Winston-Salem']) expect(isCityText(city), city).toBe(true);
    for (const city of ['', '9th Ward', 'Reno!', ' Reno']) expect(isCityText(city), city).toBe(false);
  });

  it('is the rule the registration flow and the API’s schemas carry', () => {
    const patterns = (node: unknown, key: string): string[] =>
      typeof node !== 'object' || node === null
        ? []
        : Object.entries(node).flatMap(([k, v]) =>
            k === key && typeof v === 'object' && v !== null && 'pattern' in v ? [String(v.pattern)] : patterns(v, key),
          );
    for (const source of [flowFile, apiSchema.$defs.Name]) {
      expect(new Set([...patterns(source, 'firstName'), ...patterns(source, 'lastName')])).toEqual(new Set([NAME_PATTERN]));
      expect(new Set(patterns(source, 'middleName'))).toEqual(new Set([MIDDLE_NAME_PATTERN]));
    }
    expect(new Set([...patterns(flowFile, 'city'), ...patterns(apiSchema.$defs.Address, 'city')])).toEqual(new Set([CITY_PATTERN]));
    expect(new Set(patterns(apiSchema.$defs.ProfileNameRequest, 'firstName'))).toEqual(new Set([NAME_PATTERN]));
  });
});
