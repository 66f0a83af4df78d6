// The flow overviews (src/engine/flow/flow-overview.ts) as Graphviz DOT, for scripts/diagrams.ts
// to lay out. Labels are wrapped here, by word, so the same overview always gives the same picture.
import {
  delayScheduleWords,
  durationWords,
  pageName,
  stepAddress,
  type PollingOverview,
  type RegistrationOverview,
  type StateMachineOverview,
  type StatusRoutesOverview,
} from '../../src/engine/flow/flow-overview';

/** A font Graphviz has metrics for, so labels are measured, not guessed (its SVG names Helvetica, sans-serif). */
const FONT = 'Helvetica';
const INK = '#1f2933';
const LINE = '#3e4c59';
/** Fills light enough for dark text at any size (contrast above 12:1 with INK). */
const FILL = { step: '#e8eef6', page: '#e6f4ea', exit: '#fdf0e2', note: '#f5f5f5', state: '#eef0fb' };

/** Typographic characters as ASCII: Graphviz's metrics cover ASCII only, and a label it mismeasures overflows its box. */
const ASCII: Record<string, string> = {
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '·': '-',
  '−': '-',
  '–': '-',
  '—': '-',
  '×': 'x',
  '÷': '/',
  '…': '...',
};
export const plain = (text: string) => text.replace(/[“”‘’·−–—×÷…]/g, (char) => ASCII[char] ?? char);

/** Words in lines of at most `width` characters (a longer word keeps its own line), in ASCII where it can be. */
export function wrap(text: string, width = 42): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A DOT double-quoted string: lines centred, quotes and backslashes escaped. */
export const quoted = (lines: string[]) => `"${lines.map((line) => plain(line).replace(/\\/g, '\\\\').replace(/"/g, '\\"')).join('\\n')}"`;

/** Text inside a DOT HTML-like label. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An HTML-like label: a bold first line, then smaller lines, each wrapped and left-aligned. */
function card(heading: string, lines: string[] = [], width = 42): string {
  const rows = [
    `<tr><td align="left" balign="left"><b>${wrap(heading, width).map(escapeHtml).join('<br/>')}</b></td></tr>`,
    ...lines.map(
      (line) =>
        `<tr><td align="left" balign="left"><font point-size="10">${wrap(line, width).map(escapeHtml).join('<br/>')}</font></td></tr>`,
    ),
  ];
  return `<<table border="0" cellborder="0" cellspacing="1" cellpadding="1">${rows.join('')}</table>>`;
}

const attributes = (attrs: Record<string, string | number | undefined>) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' && !value.startsWith('<') && !value.startsWith('"') ? `"${value}"` : value}`)
    .join(', ');

/** DOT ids are quoted, so any name is one. */
const id = (name: string) => quoted([name]);

class Dot {
  private readonly name: string;
  private readonly lines: string[] = [];

  constructor(name: string, title: string, source: string, graph: Record<string, string | number> = {}) {
    this.name = name;
    this.lines.push(
      `  graph [${attributes({
        fontname: FONT,
        fontsize: 14,
        fontcolor: INK,
        bgcolor: 'white',
        pad: 0.3,
        labelloc: 't',
        label: `<<b>${escapeHtml(title)}</b><br/><font point-size="10">drawn from ${escapeHtml(source)} by npm run diagrams</font>>`,
        ...graph,
      })}]`,
      `  node [${attributes({ fontname: FONT, fontsize: 11, fontcolor: INK, color: LINE, shape: 'box', style: 'rounded,filled', fillcolor: FILL.step, margin: '0.12,0.06' })}]`,
      `  edge [${attributes({ fontname: FONT, fontsize: 10, fontcolor: INK, color: LINE, arrowsize: 0.7 })}]`,
    );
  }

  node(name: string, attrs: Record<string, string | number | undefined>) {
    this.lines.push(`  ${id(name)} [${attributes(attrs)}]`);
    return this;
  }

  edge(from: string, to: string, label?: string, attrs: Record<string, string | number | undefined> = {}) {
    const text = label ? quoted(wrap(label, 36)) : undefined;
    this.lines.push(`  ${id(from)} -> ${id(to)}${text || Object.keys(attrs).length ? ` [${attributes({ label: text, ...attrs })}]` : ''}`);
    return this;
  }

  toString() {
    return `digraph ${id(this.name)} {\n${this.lines.join('\n')}\n}\n`;
  }
}

export function registrationDot(flow: RegistrationOverview): string {
  const dot = new Dot('registration', 'Registration: steps in order, their guards and exits', flow.source, { rankdir: 'TB', nodesep: 0.5 });
  const stepNode = (index: number) => `step:${flow.steps[index]!.id}`;
  dot.node('start', { label: quoted([`The borrower opens ${flow.id}`]), shape: 'oval', fillcolor: FILL.page });
  dot.node('end', { label: quoted(['Registration is submitted']), shape: 'oval', fillcolor: FILL.page });
  flow.steps.forEach((step, index) => {
    const lines = [`${stepAddress(flow.id, step)} · ${step.id}`];
    for (const variant of step.variants) {
      const changes = [
        variant.title && `title “${variant.title}”`,
        variant.intro && `intro “${variant.intro}”`,
        variant.submit && `button “${variant.submit}”`,
      ].filter(Boolean);
      lines.push(`${changes.join(', ')} when ${variant.when}`);
    }
    dot.node(stepNode(index), { label: card(`${index + 1}. ${step.title}`, lines) });
  });
  // From each point, the next step that applies: a guarded step is skipped when its guard does not hold.
  for (let from = -1; from < flow.steps.length; from += 1) {
    const source = from === -1 ? 'start' : stepNode(from);
    for (let next = from + 1; ; next += 1) {
      const skipped = next > from + 1;
      if (next === flow.steps.length) {
        dot.edge(source, 'end', skipped ? 'otherwise' : undefined);
        break;
      }
      const guard = flow.steps[next]!.guard;
      dot.edge(source, stepNode(next), guard ? `${skipped ? 'otherwise, if' : 'if'} ${guard}` : skipped ? 'otherwise' : undefined);
      if (!guard) break;
    }
  }
  const exitNodes = new Set<string>();
  flow.steps.forEach((step, index) => {
    step.exits.forEach((exit, order) => {
      const target = `exit:${exit.to}`;
      if (!exitNodes.has(target)) {
        exitNodes.add(target);
        dot.node(target, { label: quoted([`Leaves to ${exit.to}`]), fillcolor: FILL.exit, shape: 'box', style: 'rounded,filled,dashed' });
      }
      const label = `exit ${order + 1}${step.exits.length > 1 ? ` of ${step.exits.length}` : ''}, if ${exit.when}`;
      dot.edge(stepNode(index), target, label, { style: 'dashed' });
    });
  });
  flow.clears.forEach((clear, index) => {
    const note = `clear:${index}`;
    dot.node(note, { label: card(`Clears ${clear.field}`, [`when ${clear.when}`]), shape: 'note', style: 'filled', fillcolor: FILL.note });
    if (clear.step) dot.edge(note, `step:${clear.step}`, undefined, { style: 'dotted', arrowhead: 'none' });
  });
  return dot.toString();
}

export function statusRoutesDot(table: StatusRoutesOverview): string {
  const dot = new Dot('status-routes', 'Status to page: the first row that matches decides', table.source, {
    rankdir: 'LR',
    nodesep: 0.15,
    ranksep: 1.2,
  });
  const fallback = 'fallback';
  const pages = new Set<string>();
  const page = (to: string) => {
    const name = `page:${to}`;
    if (!pages.has(name)) {
      pages.add(name);
      dot.node(name, { label: quoted([pageName(to)]), fillcolor: FILL.page });
    }
    return name;
  };
  // Graphviz stacks a left-to-right graph's first nodes at the bottom: emitted last, the table's first row is drawn on top.
  [...table.groups].reverse().forEach((group, reversed) => {
    const name = `group:${table.groups.length - 1 - reversed}`;
    dot.node(name, { label: quoted(group.statuses), shape: 'box', style: 'filled', fillcolor: FILL.step });
    group.routes.forEach((route, order) => {
      const label = route.when ? `${order > 0 ? 'otherwise, if' : 'if'} ${route.when}` : order > 0 ? 'otherwise' : undefined;
      dot.edge(name, page(route.to), label);
    });
    if (group.fallsThrough) dot.edge(name, fallback, 'otherwise', { style: 'dashed' });
  });
  dot.node('other', { label: quoted(['any other status']), shape: 'box', style: 'filled,dashed', fillcolor: FILL.step });
  dot.node(fallback, {
    label: quoted(['the client state machine', 'decides the page']),
    fillcolor: FILL.exit,
    style: 'rounded,filled,dashed',
  });
  dot.edge('other', fallback, undefined, { style: 'dashed' });
  if (table.openPages.length > 0) {
    dot.node('open', {
      label: card('Pages a status never moves a borrower away from', [table.openPages.join(', ')]),
      shape: 'note',
      style: 'filled',
      fillcolor: FILL.note,
    });
  }
  return dot.toString();
}

export function stateMachineDot(machine: StateMachineOverview): string {
  const dot = new Dot('client-state-machine', 'Client state machine: states, events and the data that triggers them', machine.source, {
    rankdir: 'TB',
    nodesep: 0.3,
    ranksep: 0.6,
    pack: 'true',
    packmode: 'array_u',
  });
  const state = (name: string) => `state:${name}`;
  const triggerWords = (event: string) =>
    machine.triggers.filter((trigger) => trigger.event === event).map((trigger) => `(trigger ${trigger.order}) if ${trigger.when}`);
  // An event any state may take is written in the state it leads to: drawn from every state, its
  // arrows would hide the rest.
  const fromAnyState = (name: string) =>
    machine.events
      .filter((event) => event.from === null && event.to === name)
      .map((event) => [`from any state by ${event.name}`, ...triggerWords(event.name)].join(' '));
  dot.node('initial', { label: quoted(['start']), shape: 'oval', fillcolor: FILL.page });
  for (const s of machine.states) {
    const pages = [...s.routes.map((route) => `page ${pageName(route.to)} if ${route.when}`), `page ${pageName(s.route)}`];
    if (s.routes.length > 0) pages[pages.length - 1] = `otherwise page ${pageName(s.route)}`;
    dot.node(state(s.name), {
      label: card(s.final ? `${s.name} (final)` : s.name, [...pages, ...fromAnyState(s.name)], 40),
      fillcolor: s.final ? FILL.exit : FILL.state,
      peripheries: s.final ? 2 : undefined,
    });
  }
  dot.edge('initial', state(machine.initial));
  for (const event of machine.events) {
    const label = [event.name, ...triggerWords(event.name)].join(' ');
    for (const from of event.from ?? []) dot.edge(state(from), state(event.to), label);
  }
  return dot.toString();
}

export function pollingDot(policy: PollingOverview): string {
  const dot = new Dot('polling-policy', 'Polling: when the app fetches the status again', policy.source, { rankdir: 'TB', nodesep: 0.5 });
  const question = (name: string, heading: string, lines: string[] = []) =>
    dot.node(name, { label: card(heading, lines), shape: 'box', style: 'filled', fillcolor: FILL.step });
  const outcome = (name: string, text: string, fill = FILL.page) => dot.node(name, { label: quoted(wrap(text, 36)), fillcolor: fill });
  const { waiting, waitingOnPeople, other } = policy;

  dot.node('fetched', { label: quoted(['The status is fetched']), shape: 'oval', fillcolor: FILL.page });
  question('terminal', 'Is it a terminal status?', [policy.terminal.join(', ')]);
  question('waiting', 'Is it a waiting status?', [`one that ${waiting.match.join(' or ')}`]);
  question('people', 'Does it wait on people or days?', [`one that ${waitingOnPeople.match.join(' or ')}`]);
  question('changed', 'Has it changed since polling started?');
  question('kept', 'Is it kept when the tries run out?', [
    waiting.keepAfterMaxTries.length ? `one that ${waiting.keepAfterMaxTries.join(' or ')}` : 'none is',
  ]);
  outcome('stop', 'Stop fetching', FILL.exit);
  outcome('backoff', `Fetch again after ${delayScheduleWords(waiting.delaysMs)}: ${waiting.maxTries} fetches in all`);
  outcome('steady', `Fetch again every ${durationWords(waitingOnPeople.delayMs)} for as long as it lasts`);
  outcome('other', `Fetch again every ${durationWords(other.delayMs)}, ${other.maxTries} fetches in all, then stop`);
  outcome('stays', 'The status stays as it is', FILL.exit);
  outcome('becomes', `The status becomes ${waiting.afterMaxTries}`, FILL.exit);
  dot.node('pages', {
    label: card('Pages that explain a wait themselves', [
      policy.pagesThatWait.map(pageName).join(', '),
      'On any other page a waiting status shows the waiting panel instead.',
    ]),
    shape: 'note',
    style: 'filled',
    fillcolor: FILL.note,
  });

  dot
    .edge('fetched', 'terminal')
    .edge('terminal', 'stop', 'yes')
    .edge('terminal', 'waiting', 'no')
    .edge('waiting', 'backoff', 'yes')
    .edge('backoff', 'kept', 'tries run out')
    .edge('kept', 'stays', 'yes')
    .edge('kept', 'becomes', 'no')
    .edge('waiting', 'people', 'no')
    .edge('people', 'steady', 'yes')
    .edge('people', 'changed', 'no')
    .edge('changed', 'stop', 'yes')
    .edge('changed', 'other', 'no')
    .edge('backoff', 'pages', undefined, { style: 'dotted', arrowhead: 'none' });
  return dot.toString();
}
