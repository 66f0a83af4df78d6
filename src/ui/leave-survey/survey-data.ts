// The leave-survey's data: where it appears, the logout delay and its reasons (flows/leave-survey.json).
import surveyFile from '../../../flows/leave-survey.json';
import type { LeaveSurvey } from '@/engine/types/leave-survey';

export const leaveSurvey = surveyFile as LeaveSurvey;
