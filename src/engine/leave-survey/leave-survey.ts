// The leave-survey (spec 001 §4, §9): logging out on one of the listed pages opens a short survey
// first, once; closing it logs out after 750 ms; a reset cancels that. The pages and the delay are
// data (flows/leave-survey.json).

export type SurveyPhase = 'idle' | 'open' | 'closing' | 'loggedOut';

export interface SurveyState {
  phase: SurveyPhase;
  /** Once the survey has opened it never opens again. */
  triggered: boolean;
}

export type SurveyEvent =
  | { type: 'logout'; onSurveyPage: boolean }
  | { type: 'close' }
  | { type: 'reset' }
  /** The 750 ms after closing have passed. */
  | { type: 'delayElapsed' };

export const initialSurveyState = (triggered = false): SurveyState => ({ phase: 'idle', triggered });

export function surveyTransition(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'logout':
      if (state.phase !== 'idle') return state;
      if (event.onSurveyPage && !state.triggered) return { phase: 'open', triggered: true };
      return { ...state, phase: 'loggedOut' };
    case 'close':
      return state.phase === 'open' ? { ...state, phase: 'closing' } : state;
    case 'reset':
      return state.phase === 'open' || state.phase === 'closing' ? { ...state, phase: 'idle' } : state;
    case 'delayElapsed':
      return state.phase === 'closing' ? { ...state, phase: 'loggedOut' } : state;
  }
}

/**
 * Whether an application page is one the survey appears on: `paths` are relative to /{uuid}/
 * ('product/select'); a trailing slash or deeper segment does not count.
 */
export function isSurveyPage(pathname: string, paths: readonly string[]): boolean {
  const match = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(.+?)\/?$/i.exec(pathname);
  return match !== null && paths.includes(match[1]!);
}
