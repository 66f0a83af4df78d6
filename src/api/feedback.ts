// Feedback from a signed-in borrower (spec 001 §7: body as below, path ours; see docs/api.md).
import type { FeedbackRequest } from '@/engine/feedback/feedback';
import type { ApiRequest } from './request';

export const FEEDBACK_PATH = '/service-profile/api/v1/feedback';

export const submitFeedback = (request: ApiRequest, body: FeedbackRequest) =>
  request<{ saved: true }>(FEEDBACK_PATH, { method: 'POST', body });
