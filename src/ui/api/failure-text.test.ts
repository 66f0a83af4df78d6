import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/request';
import { failureText } from './failure-text';

const copy = (locale: string, namespace: string) => JSON.parse(readFileSync(`copy/${locale}/${namespace}.json`, 'utf8'));

async function inLanguage(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      ['en', 'es'].map((locale) => [locale, { common: copy(locale, 'common'), refusals: copy(locale, 'refusals') }]),
    ),
  });
  return (failure: unknown, fallback = 'fallback') => failureText(failure, fallback, i18n.t, (key, values) => i18n.exists(key, values));
}

const refusal = (status: number, message: string, messageKey?: string, messageValues?: object) =>
  new ApiError(message, status, 'Bad Request', { statusCode: status, message, messageKey, messageValues });

describe('failureText', () => {
  it('shows a refusal the server names in the page’s language, with its values and plural, ending with a full stop', async () => {
    const spanish = await inLanguage('es');
    expect(spanish(refusal(400, 'We do not currently offer loans in NY.', 'notOfferedInState', { state: 'NY' }))).toBe(
      'Por el momento no ofrecemos préstamos en NY.',
    );
    expect(spanish(refusal(429, 'Too many attempts to log in. Please wait 1 minute and try again.', 'tooManyLogins', { count: 1 }))).toBe(
      'Demasiados intentos de iniciar sesión. Espere 1 minuto e inténtelo de nuevo.',
    );
    expect(spanish(refusal(429, 'Too many attempts to log in. Please wait 5 minutes and try again.', 'tooManyLogins', { count: 5 }))).toBe(
      'Demasiados intentos de iniciar sesión. Espere 5 minutos e inténtelo de nuevo.',
    );
    const english = await inLanguage('en');
    expect(english(refusal(401, 'The email or password is incorrect.', 'wrongPassword'))).toBe('The email or password is incorrect.');
  });

  it('keeps the server’s message when it names no copy, or copy the app does not have', async () => {
    const spanish = await inLanguage('es');
    expect(spanish(refusal(400, 'These fields cannot be set: x.'))).toBe('These fields cannot be set: x.');
    expect(spanish(refusal(400, 'Something new.', 'notYetInTheApp'))).toBe('Something new.');
  });

  it('says what to do after a network failure or a timeout, and the fallback for what is not an answer', async () => {
    const spanish = await inLanguage('es');
    expect(spanish(new ApiError('Error fetching', 0, 'Network error', undefined))).toBe(copy('es', 'common').requestFailed.network);
    expect(spanish(new ApiError('The request timed out. Please try again.', 0, 'Timeout', undefined))).toBe(
      copy('es', 'common').requestFailed.timeout,
    );
    expect(spanish(new TypeError('x'), 'Algo salió mal.')).toBe('Algo salió mal.');
  });
});
