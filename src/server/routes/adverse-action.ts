// The adverse action notice (ECOA / Reg B 1002.9, FCRA 615(a)) as a PDF, for the borrower of a
// declined application: the decline pages link to it.
import type { ApiRoutePlugin } from '../app';
import { SECURE, UUID_PARAMS } from '../api-schemas';
import { authenticate } from '../auth/authenticate';
import { ownedApplication, propertyTimeZone } from '../applications';
import { renderAdverseActionNotice } from '../back-office/adverse-action-notice';
import { identityByUuid, profileOf } from '../identities';
import { adverseActionOf } from '../../engine/adverse-action/adverse-action';
import { legalNameText } from '../../engine/closing/signature';
import { APPLICATION_PATH } from './applications';
import { refuse } from '../refusals';

export const adverseActionRoutes: ApiRoutePlugin = async (app, { db, lenders, now: clock = Date.now }) => {
  app.get<{ Params: { uuid: string } }>(
    `${APPLICATION_PATH}/:uuid/adverse-action-notice`,
    {
      schema: {
        tags: ['disclosures'],
        security: SECURE,
        params: UUID_PARAMS,
        description:
          'The adverse action notice of a declined application as a PDF: the reasons, the credit score disclosure and the ECOA notice. 404 when the application was not declined.',
      },
    },
    async (request, reply) => {
      const application = await ownedApplication(db, authenticate(request), request.params.uuid, clock());
      const action = adverseActionOf(application.document);
      if (!action) throw refuse(404, 'noAdverseNotice');
      const pdf = await renderAdverseActionNotice(lenders.get(application.orgCode)!, {
        action,
        applicantName: legalNameText(profileOf(await identityByUuid(db, application.identityUuid)).name),
        loanNumber: application.loanNumber,
        timeZone: propertyTimeZone(application).timeZone,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="adverse-action-notice.pdf"')
        .send(Buffer.from(pdf));
    },
  );
};
