// Writes across the fleet: a create-HELOC retried concurrently with one Idempotency-Key makes one
// application, and independent writes to one application all succeed and all stay (issue 35, finding 7).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PATH } from '../../src/server/routes/applications';
import { bearer, borrowerWithApplication, client, createApplication, expectSeveralProcesses, register } from './fleet-client';

const CONDITIONS_PATH = '/service-conditions/external/api/v1/applications';

describe('across processes', () => {
  it('the same Idempotency-Key sent concurrently creates one application', async () => {
    const { jwt } = await register();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createApplication(jwt, key)));
    expectSeveralProcesses(answers);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((answer) => answer.text.slice(0, 200)).join('\n')).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json.uuid)).size, 'every answer names the same application').toBe(1);
    const all = await client().get(`${APPLICATION_PATH}/all`, bearer(jwt));
    expect(all.json.map((application: { uuid: string }) => application.uuid)).toEqual([answers[0]!.json.uuid]);
  });

  it('30 concurrent experiment updates to one application all succeed and are all kept', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    const names = Array.from({ length: 30 }, (_, i) => `fleet-experiment-${i}`);
    const answers = await Promise.all(
      names.map((name) =>
        client().patch(
          `/service-application/api/v3/application/heloc/${uuid}/experiments`,
          { experiments: [{ name, variation: 'b' }] },
          bearer(jwt),
        ),
      ),
    );
    expectSeveralProcesses(answers);
    const refused = answers.filter((answer) => answer.status >= 300);
    expect(
      refused.map((answer) => `${answer.upstream}: ${answer.status} ${answer.text.slice(0, 120)}`),
      'every update is answered 2xx',
    ).toEqual([]);
    const stored = await client().get(`${APPLICATION_PATH}/${uuid}`, bearer(jwt));
    const kept = (stored.json.experiments as Array<{ name: string }>).map((experiment) => experiment.name);
    expect(kept.sort()).toEqual([...names].sort());
  });

  it('20 concurrent sandbox conditions on one application all succeed and all exist', async () => {
    const { jwt, uuid } = await borrowerWithApplication();
    const notes = Array.from({ length: 20 }, (_, i) => `fleet-condition-${i}`);
    const answers = await Promise.all(
      notes.map((note) =>
        client().post(
          `/sandbox/api/v1/applications/${uuid}/conditions`,
          { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', notes: note },
          bearer(jwt),
        ),
      ),
    );
    expectSeveralProcesses(answers);
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => `${answer.upstream}: ${answer.status} ${answer.text.slice(0, 120)}`),
      'every condition is answered 201',
    ).toEqual([]);
    const listed = await client().get(`${CONDITIONS_PATH}/${uuid}/conditions/external-applicants`, bearer(jwt));
    expect(listed.status, listed.text).toBe(200);
    const kept = (listed.json as Array<{ notes: string }>).map((condition) => condition.notes).filter((note) => note.startsWith('fleet-'));
    expect(kept.sort()).toEqual([...notes].sort());
  });
});
