// SWR keys that more than one module reads: the hooks that show the data and the pages that update it.
export const identityKey = (token: string) => ['identity', token] as const;
export const PROFILE_KEY = ['profile'] as const;
export const applicationKey = (uuid: string) => ['application', uuid] as const;
export const statusKey = (uuid: string) => ['status', uuid] as const;
