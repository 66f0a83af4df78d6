// The disclosure record of an application: what the borrower was shown (type, version, time) and
// the consents they gave. Pages record a disclosure when they show it; the create call records
// those shown before the application existed (the set-password step).
import type { ApiRoutePlugin } from '../app';
import { ref, SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { ownedApplication, saveApplication, StaleApplicationError, type StoredApplication } from '../applications';
import { disclosuresShown, recordDisclosure } from '../disclosure-record';
import { APPLICATION_PATH } from './applications';
import { disclosuresDelivered } from '../rescission-copies';

const TAGS = ['disclosures'];
/** Two pages recording at once (a second tab) overtake each other's read: read again and retry. */
const ATTEMPTS = 3;

const recordOf = (application: StoredApplication) => ({
  disclosures: disclosuresShown(application),
  deliveries: disclosuresDelivered(application),
  consents: (application.document.consents as unknown[] | undefined) ?? [],
});

export const disclosureRoutes: ApiRoutePlugin = async (app, { db, now: clock = Date.now }) => {
  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/disclosure-record`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description:
          "Every disclosure shown to the borrower or, in the signer area, a co-owner (type, version, time, the co-owner's email), every copy sent to an owner (type, version, to whom, time) and every consent given (type, version, time).",
        response: { 200: ref('application', 'DisclosureRecord') },
      },
    },
    async (request) => recordOf(await ownedApplication(db, authenticate(request), request.params.uuid, clock())),
  );

  app.post<{ Params: { uuid: string }; Body: { type: string; version: string } }>(
    `${APPLICATION_PATH}/:uuid/disclosure-record`,
    {
      schema: {
        tags: TAGS,
        security: SECURE,
        params: UUID_PARAMS,
        description:
          'Records that the borrower was shown a disclosure (a type of flows/disclosures.json, the version the page showed); the first showing of each version is kept.',
        body: ref('application', 'DisclosureShownRequest'),
        response: { 200: ref('application', 'DisclosureRecord') },
      },
    },
    async (request) => {
      const caller = authenticate(request);
      for (let attempt = 1; ; attempt += 1) {
        const application = await ownedApplication(db, caller, request.params.uuid, clock());
        if (!recordDisclosure(application, request.body, clock())) return recordOf(application);
        try {
          await saveApplication(db, application);
          return recordOf(application);
        } catch (error) {
          if (!(error instanceof StaleApplicationError) || attempt === ATTEMPTS) throw error;
        }
      }
    },
  );
};
