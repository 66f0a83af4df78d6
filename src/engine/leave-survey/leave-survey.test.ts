import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialSurveyState, isSurveyPage, surveyTransition, type SurveyEvent, type SurveyState } from './leave-survey';

const run = (events: SurveyEvent[], state = initialSurveyState()) => events.reduce(surveyTransition, state);
const ON_PAGE: SurveyEvent = { type: 'logout', onSurveyPage: true };

describe('the leave-survey', () => {
  it('opens first on a survey page, and logs out once the delay after closing has passed', () => {
    expect(run([ON_PAGE]).phase).toBe('open');
    expect(run([ON_PAGE, { type: 'close' }]).phase).toBe('closing');
    expect(run([ON_PAGE, { type: 'close' }, { type: 'delayElapsed' }]).phase).toBe('loggedOut');
  });

  it('logs out at once elsewhere', () => {
    expect(run([{ type: 'logout', onSurveyPage: false }])).toEqual({ phase: 'loggedOut', triggered: false });
  });

  it('is cancelled by a reset, and does not open again once triggered', () => {
    const reset = run([ON_PAGE, { type: 'close' }, { type: 'reset' }]);
    expect(reset).toEqual({ phase: 'idle', triggered: true });
    expect(surveyTransition(reset, { type: 'delayElapsed' }).phase).toBe('idle');
    expect(surveyTransition(reset, ON_PAGE).phase).toBe('loggedOut');
    expect(run([ON_PAGE], initialSurveyState(true)).phase).toBe('loggedOut');
  });

  it('never opens twice and never logs out while open, whatever happens', () => {
    const events = fc.constantFrom<SurveyEvent>(
      ON_PAGE,
      { type: 'logout', onSurveyPage: false },
      { type: 'close' },
      { type: 'reset' },
      { type: 'delayElapsed' },
    );
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (list) => {
        let state: SurveyState = initialSurveyState();
        let opened = 0;
        for (const event of list) {
          const next = surveyTransition(state, event);
          if (next.phase === 'open' && state.phase !== 'open') opened += 1;
          if (state.phase === 'open' && next.phase === 'loggedOut') return false;
          state = next;
        }
        return opened <= 1;
      }),
    );
  });
});

describe('isSurveyPage', () => {
  const paths = ['liens', 'product/select', 'identity', 'signing/sign'];
  const uuid = '0b6f3c3e-5d43-4f5e-8c1a-2a6f9d0e7a11';
  it('matches the listed application pages only', () => {
    expect(isSurveyPage(`/${uuid}/product/select`, paths)).toBe(true);
    expect(isSurveyPage(`/${uuid}/signing/sign/`, paths)).toBe(true);
    expect(isSurveyPage(`/${uuid}/product/assets`, paths)).toBe(false);
    expect(isSurveyPage(`/${uuid}`, paths)).toBe(false);
    expect(isSurveyPage(`/${uuid}/identity/extra`, paths)).toBe(false);
    expect(isSurveyPage('/register-v2/liens', paths)).toBe(false);
  });
});
