// Logout through the leave-survey (spec 001 §4): on a listed page, the first logout of the tab opens
// the survey; closing it (answered or not) logs out after the configured 750 ms; 'Stay logged in'
// resets, cancelling that logout. The survey then stays disabled for the tab.
import { lazy, Suspense, useEffect, useReducer, type ReactNode } from 'react';
import { initialSurveyState, isSurveyPage, surveyTransition } from '@/engine/leave-survey/leave-survey';
import { useTrack } from '../telemetry/telemetry-provider';
import type { SurveyAnswer } from './leave-survey-dialog';
import { leaveSurvey } from './survey-data';
import { addressPath } from '../address-path';

// Loaded when the survey opens, so its dialog stays out of every page's first script.
const LeaveSurveyDialog = lazy(() => import('./leave-survey-dialog').then((m) => ({ default: m.LeaveSurveyDialog })));

const TRIGGERED_KEY = 'heloc.leaveSurveyShown';

function wasTriggered(): boolean {
  try {
    return sessionStorage.getItem(TRIGGERED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The header's logout: `logOut` runs at once, or once the survey has closed. Render `survey` beside the button. */
export function useLeaveSurveyLogout(logOut: () => void): { requestLogout: () => void; survey: ReactNode } {
  const track = useTrack();
  const [state, dispatch] = useReducer(surveyTransition, undefined, () => initialSurveyState(wasTriggered()));

  useEffect(() => {
    if (state.triggered) sessionStorage.setItem(TRIGGERED_KEY, 'true');
  }, [state.triggered]);
  useEffect(() => {
    if (state.phase === 'loggedOut') logOut();
    if (state.phase !== 'closing') return;
    // A reset (or leaving the shell) clears the timer, which cancels the logout.
    const timer = setTimeout(() => dispatch({ type: 'delayElapsed' }), leaveSurvey.logoutDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, logOut]);

  // The page in the address bar: a navigation still loading its page has already moved it.
  const requestLogout = () => {
    const pathname = addressPath();
    const onSurveyPage = isSurveyPage(pathname, leaveSurvey.pages);
    if (onSurveyPage && !state.triggered && state.phase === 'idle')
      track({ event: 'LEAVE_SURVEY_SHOWN', eventProperties: { pagePath: pathname } });
    dispatch({ type: 'logout', onSurveyPage });
  };
  const answer = ({ reason, comment }: SurveyAnswer) => {
    track({ event: 'LEAVE_SURVEY_ANSWERED', eventProperties: { pagePath: addressPath(), reason, ...(comment ? { comment } : {}) } });
    dispatch({ type: 'close' });
  };

  const open = state.phase === 'open' || state.phase === 'closing';
  const survey = open ? (
    <Suspense fallback={null}>
      <LeaveSurveyDialog
        closing={state.phase === 'closing'}
        onAnswer={answer}
        onClose={() => dispatch({ type: 'close' })}
        onStay={() => dispatch({ type: 'reset' })}
      />
    </Suspense>
  ) : null;
  return { requestLogout, survey };
}
