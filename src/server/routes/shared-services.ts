// The shared layer's services (telemetry, flags, banners, hours, feedback, chat, communication
// preferences, lead portal), registered with the rest of the API in app.ts.
import type { ApiRoutePlugin } from '../app';

export const SHARED_SERVICE_ROUTES: readonly ApiRoutePlugin[] = [];
