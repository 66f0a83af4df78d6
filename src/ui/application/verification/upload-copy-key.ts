// Copy keys allow letters, digits and underscores only; upload slugs in paths use hyphens.
export const uploadCopyKey = (slug: string) => `uploads.${slug.replace(/-/g, '_')}`;
