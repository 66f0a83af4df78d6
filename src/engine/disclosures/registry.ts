// The disclosures a borrower can be shown, with the version compliance approved (flows/disclosures.json):
// a page records the version it shows, and the server checks the type against the same file.
import registryFile from '../../../flows/disclosures.json';
import type { DisclosureRegistry } from '../types/disclosures';

const registry = registryFile as DisclosureRegistry;

/** The approved version of a disclosure type, or undefined for a type the registry does not list. */
export const disclosureVersion = (type: string): string | undefined => registry.disclosures[type]?.version;

/** What a page sends when it shows a disclosure. */
export const shownDisclosure = (type: string) => {
  const version = disclosureVersion(type);
  if (!version) throw new Error(`flows/disclosures.json lists no ${type}`);
  return { type, version };
};
