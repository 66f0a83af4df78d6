// The shared layer's services (telemetry, flags, banners, hours, feedback, chat, communication
// preferences, lead portal), registered with the rest of the API in app.ts.
import type { ApiRoutePlugin } from '../app';
import { bannerRoutes } from './banners';
import { chatbotRoutes } from './chatbot';
import { commsPrefsRoutes } from './comms-prefs';
import { featureFlagRoutes } from './feature-flags';
import { feedbackRoutes } from './feedback';
import { hoursRoutes } from './hours';
import { leadPortalRoutes } from './lead-portal';
import { telemetryRoutes } from './telemetry';
import { webchatRoutes } from './webchat';

export const SHARED_SERVICE_ROUTES: readonly ApiRoutePlugin[] = [
  telemetryRoutes,
  featureFlagRoutes,
  bannerRoutes,
  hoursRoutes,
  feedbackRoutes,
  chatbotRoutes,
  webchatRoutes,
  commsPrefsRoutes,
  leadPortalRoutes,
];
