// A simulated address service for the typeahead: the typed house number and street, offered in a
// few sample cities (narrowed by a city, state or ZIP typed after a comma), those in the states the
// asking lender lends in first, so a lender's borrowers see places they could borrow against.
import type { ApiRoutePlugin } from '../app';
import { clientLimit } from '../client-limits';
import { oneLineAddress } from '../../engine/address';

/** Sample places the sandbox suggests; fictional streets are paired with real city, state and ZIP. */
const PLACES = [
  ['Sacramento', 'CA', '95814'],
  ['Portland', 'OR', '97205'],
  ['Seattle', 'WA', '98101'],
  ['Reno', 'NV', '89501'],
  ['Phoenix', 'AZ', '85004'],
  ['Denver', 'CO', '80202'],
  ['Austin', 'TX', '78701'],
  ['Chicago', 'IL', '60601'],
  ['Ann Arbor', 'MI', '48104'],
  ['Miami', 'FL', '33131'],
  ['Baltimore', 'MD', '21201'],
  ['Boston', 'MA', '02108'],
  ['Honolulu', 'HI', '96813'],
  ['New York', 'NY', '10118'],
  ['Portland', 'ME', '04101'],
  ['Manchester', 'NH', '03101'],
  ['Providence', 'RI', '02903'],
  ['Hartford', 'CT', '06103'],
  ['Newark', 'NJ', '07102'],
  ['Wilmington', 'DE', '19801'],
  ['Richmond', 'VA', '23219'],
  ['Raleigh', 'NC', '27601'],
  ['Charleston', 'SC', '29401'],
  ['Atlanta', 'GA', '30303'],
  ['Nashville', 'TN', '37219'],
  ['Albuquerque', 'NM', '87102'],
  ['Columbus', 'OH', '43215'],
  ['Minneapolis', 'MN', '55401'],
  ['Salt Lake City', 'UT', '84111'],
  ['Boise', 'ID', '83702'],
] as const;

const MAX_SUGGESTIONS = 5;
/** Typing an address slowly asks at most once a keystroke (the field waits 250 ms): about 40 an address. */
export const ADDRESS_LOOKUPS_PER_MINUTE = 120;
const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Suggestions for the typed text; places in `favouredStates` (the lender's) come before the others. */
export function suggestAddresses(partialAddress: string, favouredStates: readonly string[] = []) {
  const [streetPart = '', ...rest] = partialAddress.split(',');
  const street = streetPart.trim().replace(/\s+/g, ' ');
  // The spec's rule for a usable address: at least three characters and more than one word.
  if (street.length < 3 || !street.includes(' ')) return [];
  const narrow = rest.join(' ').trim().toLowerCase();
  const favoured = new Set(favouredStates);
  const matching = PLACES.filter(([city, state, zip]) => !narrow || `${city} ${state} ${zip}`.toLowerCase().includes(narrow));
  return [...matching.filter(([, state]) => favoured.has(state)), ...matching.filter(([, state]) => !favoured.has(state))]
    .slice(0, MAX_SUGGESTIONS)
    .map(([city, state, zip]) => {
      const street1 = titleCase(street);
      const address = { street1, street2: '', city, state, zip };
      return { ...address, fullAddress: oneLineAddress(address) };
    });
}

export const addressLookupRoutes: ApiRoutePlugin = async (app, context) => {
  app.get<{ Querystring: { partialAddress: string } }>(
    '/service-address/api/v1/typeahead',
    {
      // A real address service is paid per look-up and would be scraped without a limit.
      config: { rateLimit: { max: clientLimit(context, ADDRESS_LOOKUPS_PER_MINUTE), timeWindow: 60_000 } },
      schema: {
        tags: ['address'],
        description:
          "Address typeahead: suggestions for the typed text (sandbox: the typed street in sample cities, those in the lender's supported states first).",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['partialAddress'],
          properties: { partialAddress: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      // The answer depends on the lender the app names in its header, so a shared cache keeps one per lender.
      reply.header('cache-control', 'public, max-age=60').header('vary', 'x-org');
      const lender = context.lenders.forRequest(request);
      return { addresses: suggestAddresses(request.query.partialAddress, lender.states.supported) };
    },
  );
};
