// For onboarding and compliance: the flow files as pictures (docs/flows/*.svg, drawn by `npm run
// diagrams`) and, under each, the same content as text, from the overviews drawn with them. The
// pictures load as files, so this page's code stays small and no borrower's bundle carries them.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  delayScheduleWords,
  durationWords,
  stepAddress,
  type FlowOverviews,
  type PollingOverview,
  type RegistrationOverview,
  type StateMachineOverview,
  type StatusRoutesOverview,
} from '@/engine/flow/flow-overview';
import overviewsFile from '../../../docs/flows/overviews.json';
import registrationSvg from '../../../docs/flows/registration.svg?url';
import statusRoutesSvg from '../../../docs/flows/status-routes.svg?url';
import stateMachineSvg from '../../../docs/flows/client-state-machine.svg?url';
import pollingSvg from '../../../docs/flows/polling-policy.svg?url';
import flowsCopy from '../../../copy/staff/en/flows.json';

const overviews = overviewsFile as FlowOverviews;
const NAMESPACE = 'flows';

/** This page's words (copy/staff/en/flows.json): staff's, in English, never in a lender's package. */
function useFlowsText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', NAMESPACE)) {
    const { $schema: _schema, schemaVersion: _version, ...words } = flowsCopy;
    i18n.addResourceBundle('en', NAMESPACE, words);
  }
  return useMemo(() => i18n.getFixedT('en', NAMESPACE), [i18n]);
}

type Text = ReturnType<typeof useFlowsText>;

/** A table of the text version: its caption, its column headings, then its rows. */
function TextTable({
  caption,
  captionClass,
  columns,
  children,
}: {
  caption: string;
  captionClass: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm [&_td]:border [&_td]:border-neutral-300 [&_td]:p-2 [&_td]:align-top">
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="border border-neutral-300 bg-neutral-100 p-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function RegistrationText({ flow, t }: { flow: RegistrationOverview; t: Text }) {
  return (
    <>
      <h3 className="text-xl font-semibold">{t('registration.steps')}</h3>
      <ol className="list-decimal space-y-4 pl-6">
        {flow.steps.map((step) => (
          <li key={step.id} data-step={step.id} className="space-y-1">
            <p className="font-semibold">{step.title}</p>
            <p className="text-sm">{t('registration.address', { address: stepAddress(flow.id, step), id: step.id })}</p>
            {step.guard ? <p>{t('registration.guard', { rule: step.guard })}</p> : null}
            {step.variants.flatMap((variant, index) =>
              (['title', 'intro', 'submit'] as const)
                .filter((part) => variant[part])
                .map((part) => (
                  <p key={`${index}-${part}`}>
                    {t(`registration.variant${part[0]!.toUpperCase()}${part.slice(1)}`, { rule: variant.when, text: variant[part] })}
                  </p>
                )),
            )}
            {step.exits.length > 0 ? (
              <ul className="list-disc space-y-1 pl-6">
                {step.exits.map((exit, index) => (
                  <li key={index}>{t('registration.exit', { order: index + 1, to: exit.to, rule: exit.when })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {flow.clears.length > 0 ? (
        <>
          <h3 className="text-xl font-semibold">{t('registration.clears')}</h3>
          <ul className="list-disc space-y-1 pl-6">
            {flow.clears.map((clear) => (
              <li key={clear.field}>{t('registration.clear', { field: clear.field, rule: clear.when })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function StatusRoutesText({ table, t, page }: { table: StatusRoutesOverview; t: Text; page: (to: string) => string }) {
  return (
    <>
      <TextTable
        caption={t('statusRoutes.caption')}
        captionClass="pb-2 text-left"
        columns={[t('statusRoutes.row'), t('statusRoutes.statuses'), t('statusRoutes.when'), t('statusRoutes.page')]}
      >
        {table.rows.map((row, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            <td className="[overflow-wrap:anywhere]">{row.statuses.join(', ')}</td>
            <td>{row.when ?? t('statusRoutes.always')}</td>
            <td>{page(row.to)}</td>
          </tr>
        ))}
      </TextTable>
      <p>{t('statusRoutes.fallback')}</p>
      {table.openPages.length > 0 ? <p>{t('statusRoutes.openPages', { pages: table.openPages.join(', ') })}</p> : null}
    </>
  );
}

function StateMachineText({ machine, t, page }: { machine: StateMachineOverview; t: Text; page: (to: string) => string }) {
  return (
    <>
      <p>{t('stateMachine.initial', { state: machine.initial })}</p>
      <TextTable
        caption={t('stateMachine.states')}
        captionClass="pb-2 text-left text-xl font-semibold"
        columns={[t('stateMachine.state'), t('stateMachine.page'), t('stateMachine.otherPages')]}
      >
        {machine.states.map((state) => (
          <tr key={state.name}>
            <td>{state.final ? t('stateMachine.final', { state: state.name }) : state.name}</td>
            <td>{page(state.route)}</td>
            <td>{state.routes.map((route) => t('stateMachine.pageWhen', { page: page(route.to), rule: route.when })).join('; ')}</td>
          </tr>
        ))}
      </TextTable>
      <TextTable
        caption={t('stateMachine.events')}
        captionClass="pb-2 text-left text-xl font-semibold"
        columns={[t('stateMachine.event'), t('stateMachine.from'), t('stateMachine.to')]}
      >
        {machine.events.map((event) => (
          <tr key={event.name}>
            <td>{event.name}</td>
            <td>{event.from ? event.from.join(', ') : t('stateMachine.anyState')}</td>
            <td>{event.to}</td>
          </tr>
        ))}
      </TextTable>
      <h3 className="text-xl font-semibold">{t('stateMachine.triggers')}</h3>
      <ol className="list-decimal space-y-1 pl-6">
        {machine.triggers.map((trigger) => (
          <li key={trigger.order}>
            {t('stateMachine.trigger', { event: trigger.event, rule: trigger.when })}
            {trigger.note ? ` ${t('stateMachine.note', { note: trigger.note })}` : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function PollingText({ policy, t, page }: { policy: PollingOverview; t: Text; page: (to: string) => string }) {
  const or = (items: string[]) => items.join(` ${t('polling.or')} `);
  const { waiting, waitingOnPeople, other } = policy;
  return (
    <ul className="list-disc space-y-2 pl-6">
      <li>{t('polling.terminal', { statuses: policy.terminal.join(', ') })}</li>
      <li>
        {t('polling.waiting', {
          match: or(waiting.match),
          schedule: delayScheduleWords(waiting.delaysMs),
          tries: waiting.maxTries,
          after: waiting.afterMaxTries,
        })}
        {waiting.keepAfterMaxTries.length > 0 ? ` ${t('polling.keep', { keep: or(waiting.keepAfterMaxTries) })}` : null}
      </li>
      <li>{t('polling.people', { match: or(waitingOnPeople.match), delay: durationWords(waitingOnPeople.delayMs) })}</li>
      <li>{t('polling.other', { delay: durationWords(other.delayMs), tries: other.maxTries })}</li>
      <li>{t('polling.pages', { pages: policy.pagesThatWait.map(page).join(', ') })}</li>
    </ul>
  );
}

interface Diagram {
  id: string;
  name: 'registration' | 'statusRoutes' | 'stateMachine' | 'polling';
  url: string;
  source: string;
}

const DIAGRAMS: Diagram[] = [
  { id: 'registration', name: 'registration', url: registrationSvg, source: overviews.registration.source },
  { id: 'status-routes', name: 'statusRoutes', url: statusRoutesSvg, source: overviews.statusRoutes.source },
  { id: 'client-state-machine', name: 'stateMachine', url: stateMachineSvg, source: overviews.stateMachine.source },
  { id: 'polling-policy', name: 'polling', url: pollingSvg, source: overviews.polling.source },
];

export default function FlowsPreviewPage() {
  const t = useFlowsText();
  const page = (to: string) => (to === '' ? t('applicationHome') : to);
  const texts: Record<Diagram['name'], ReactNode> = {
    registration: <RegistrationText flow={overviews.registration} t={t} />,
    statusRoutes: <StatusRoutesText table={overviews.statusRoutes} t={t} page={page} />,
    stateMachine: <StateMachineText machine={overviews.stateMachine} t={t} page={page} />,
    polling: <PollingText policy={overviews.polling} t={t} page={page} />,
  };

  return (
    <div className="mx-auto max-w-6xl space-y-12 bg-white p-6 text-neutral-900">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-3xl">{t('intro')}</p>
      <nav aria-label={t('contents')}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {DIAGRAMS.map((diagram) => (
            <li key={diagram.id}>
              <a className="underline" href={`#${diagram.id}`}>
                {t(`names.${diagram.name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {DIAGRAMS.map((diagram) => {
        const name = t(`names.${diagram.name}`);
        return (
          <section
            key={diagram.id}
            id={diagram.id}
            aria-labelledby={`${diagram.id}-heading`}
            className="space-y-4"
            data-diagram={diagram.id}
          >
            <h2 id={`${diagram.id}-heading`} className="text-2xl font-bold">
              {name}
            </h2>
            <p className="text-sm">{t('source', { source: diagram.source })}</p>
            <figure className="space-y-2">
              <img src={diagram.url} alt={t('alt', { name })} className="h-auto max-w-full border border-neutral-300" />
              <figcaption>
                <a className="underline" href={diagram.url}>
                  {t('openFull', { name })}
                </a>
              </figcaption>
            </figure>
            <div className="max-w-5xl space-y-4" role="group" aria-label={t('asText')}>
              {texts[diagram.name]}
            </div>
          </section>
        );
      })}
    </div>
  );
}
