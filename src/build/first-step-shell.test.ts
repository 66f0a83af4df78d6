import { describe, expect, it } from 'vitest';
import type { ConfigFile } from './load-config';
import {
  BANNER_STRIP_MARKER,
  firstStepCopy,
  firstStepPages,
  firstStepLoader,
  firstStepMarkup,
  moduleScriptsOf,
  withFirstStep,
} from './first-step-shell';

const file = (name: string, data: unknown): ConfigFile => ({ file: name, text: JSON.stringify(data), data });
const FLOW = file('flows/registration.json', {
  id: 'register-v2',
  steps: [
    { id: 'address', title: 'registration:steps.address.title', intro: 'registration:steps.address.intro' },
    { id: 'next', title: 'x:y' },
  ],
});
const COPY = file('copy/en/registration.json', {
  steps: { address: { title: "What's <your> address?", intro: 'Takes 5 minutes & more.' } },
});

describe('the prerendered first step', () => {
  it('takes the first step’s words from the base copy, escaped', () => {
    const copy = firstStepCopy({ flows: [FLOW], copy: [COPY], lenderCopy: [] });
    expect(copy).toEqual({ title: "What's <your> address?", intro: 'Takes 5 minutes & more.' });
    const markup = firstStepMarkup(copy);
    expect(markup).toContain('<h1 class="text-3xl font-bold leading-tight text-ink sm:text-4xl">What&#39;s &lt;your&gt; address?</h1>');
    expect(markup).toContain('<p class="text-lg text-muted">Takes 5 minutes &amp; more.</p>');
  });

  it('leaves the words out when a lender overrides them, so no lender sees another’s question', () => {
    const override = file('copy/lenders/ACME/en/registration.json', { steps: { address: { intro: 'Our own intro' } } });
    expect(firstStepCopy({ flows: [FLOW], copy: [COPY], lenderCopy: [override] })).toBeNull();
    expect(firstStepMarkup(null)).not.toContain('<h1');
  });

  it('marks where the server puts the banner strip: under the header’s space, above the main column', () => {
    expect(firstStepMarkup(null)).toContain(`<div class="h-[4.25rem]"></div>${BANNER_STRIP_MARKER}<main `);
  });

  it('goes into the empty root of index.html, and refuses an index.html without one', () => {
    expect(withFirstStep('<head></head><body><div id="root"></div></body>', '<main>hi</main>', '/b/l.js')).toBe(
      '<head><script defer src="/b/l.js"></script></head><body><div id="root"><main>hi</main></div></body>',
    );
    expect(() => withFirstStep('<body><div id="app"></div></body>', 'x', '/b/l.js')).toThrow(/no empty <div id="root"><\/div>/);
  });

  const INDEX =
    '<head><link rel="stylesheet" href="/b/assets/index.css">\n<script type="module" crossorigin src="/b/assets/index.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/b/assets/framework.js">\n</head><body><div id="root"></div></body>';

  it('leaves the stylesheet alone and starts the scripts through the loader instead of naming them', () => {
    expect(moduleScriptsOf(INDEX)).toEqual({ entry: '/b/assets/index.js', preloads: ['/b/assets/framework.js'] });
    const html = withFirstStep(INDEX, '', '/b/assets/first-step-loader.js');
    expect(html).not.toMatch(/index\.js|framework\.js|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/b/assets/index.css">');
    expect(html).toContain('<script defer src="/b/assets/first-step-loader.js"></script></head>');
    expect(() => moduleScriptsOf('<head></head>')).toThrow(/0 module scripts/);
  });

  it('has the loader add the preloads and the entry once the first frame has been painted, or after a second', () => {
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const element = (tag: string) => ({ tag }) as (typeof added)[number];
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', firstStepLoader('/b/index.js', ['/b/a.js', '/b/b.js']));
    run(
      { createElement: element, head: { append: (node: (typeof added)[number]) => added.push(node) } },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
    );
    expect(added).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    frames[0]!();
    timers.at(-1)!.run();
    expect(added.map((n) => `${n.tag}:${n.rel ?? n.type}:${n.href ?? n.src}`)).toEqual([
      'link:modulepreload:/b/a.js',
      'link:modulepreload:/b/b.js',
      'script:module:/b/index.js',
    ]);
    // The fallback timer finds them started and adds nothing more.
    timers[0]!.run();
    expect(added).toHaveLength(3);
  });

  it('carries the project’s real first question, in each language, on a page in that language', async () => {
    const pages = await firstStepPages('<html lang="en"><div id="root"></div></html>', '/b/l.js');
    expect(pages['first-step.html']).toMatch(/<h1 [^>]*>What&#39;s your property address for financing\?<\/h1>/);
    expect(pages['first-step.html']).toContain('<html lang="en">');
    expect(pages['first-step.es.html']).toMatch(/<h1 [^>]*>¿Cuál es la dirección de la propiedad que desea financiar\?<\/h1>/);
    expect(pages['first-step.es.html']).toContain('<html lang="es">');
  });
});
