// The verification pages, by their path under /{uuid}/ (react-router patterns: :type for a parameter).
import type { PageRegistry } from '../application-pages';

export const VERIFICATION_PAGES: PageRegistry = {};
