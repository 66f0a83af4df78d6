// The suite's second server (playwright.config.ts), which draws signed-in pages on the server as a
// deployment does; the suite's own sends them plain.
export const DRAWN_BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8091) + 1}`;
