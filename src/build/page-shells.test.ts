import { describe, expect, it } from 'vitest';
import type { ConfigFile } from './load-config';
import {
  BANNER_STRIP_MARKER,
  moduleScriptsOf,
  PAGE_SHELLS,
  shellCopy,
  shellCopyTree,
  shellLoader,
  shellMarkup,
  shellPages,
  withShell,
} from './page-shells';

const shell = (name: string) => PAGE_SHELLS.find((s) => s.name === name)!;
const byFile = (pages: { file: string; html: string }[]) => Object.fromEntries(pages.map((page) => [page.file, page.html]));
const FIRST_STEP = shell('first-step');

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

describe('page shells', () => {
  it('takes the first step’s words from the base copy, escaped', () => {
    const copy = shellCopy(FIRST_STEP, { flows: [FLOW], copy: [COPY], lenderCopy: [] });
    expect(copy).toEqual({ title: "What's <your> address?", intro: 'Takes 5 minutes & more.' });
    const markup = shellMarkup(copy);
    expect(markup).toContain('<h1 class="text-3xl font-bold leading-tight text-ink sm:text-4xl">What&#39;s &lt;your&gt; address?</h1>');
    expect(markup).toContain('<p class="text-lg text-muted">Takes 5 minutes &amp; more.</p>');
  });

  it('leaves the words out when a lender overrides them, so no lender sees another’s question', () => {
    const override = file('copy/lenders/ACME/en/registration.json', { steps: { address: { intro: 'Our own intro' } } });
    expect(shellCopy(FIRST_STEP, { flows: [FLOW], copy: [COPY], lenderCopy: [override] })).toBeNull();
    expect(shellMarkup(null)).not.toContain('<h1');
  });

  it('marks where the server puts the banner strip: under the header’s space, above the main column', () => {
    expect(shellMarkup(null)).toContain(`<div class="h-[4.3125rem]"></div>${BANNER_STRIP_MARKER}<main `);
  });

  it('goes into the empty root of index.html, and refuses an index.html without one', () => {
    expect(withShell('<head></head><body><div id="root"></div></body>', '<main>hi</main>', '/b/l.js')).toBe(
      '<head><script defer src="/b/l.js"></script></head><body><div id="root"><main>hi</main></div></body>',
    );
    expect(() => withShell('<body><div id="app"></div></body>', 'x', '/b/l.js')).toThrow(/no empty <div id="root"><\/div>/);
  });

  const INDEX =
    '<head><link rel="stylesheet" href="/b/assets/index.css">\n<script type="module" crossorigin src="/b/assets/index.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/b/assets/framework.js">\n</head><body><div id="root"></div></body>';

  it('leaves the stylesheet alone and starts the scripts through the loader instead of naming them', () => {
    expect(moduleScriptsOf(INDEX)).toEqual({ entry: '/b/assets/index.js', preloads: ['/b/assets/framework.js'] });
    const html = withShell(INDEX, '', '/b/assets/sign-in-loader.js');
    expect(html).not.toMatch(/index\.js|framework\.js|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/b/assets/index.css">');
    expect(html).toContain('<script defer src="/b/assets/sign-in-loader.js"></script></head>');
    expect(() => moduleScriptsOf('<head></head>')).toThrow(/0 module scripts/);
  });

  /** The loader run against a fake document, timers, frames and (when `paints`) paint entries. */
  function runLoader(paints: boolean) {
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = paints ? ['paint', 'navigation'] : ['navigation'];
      readonly state = { report: (_names: string[]) => {}, disconnected: false };
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        this.state.report = (names) => {
          if (!this.state.disconnected) callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
        };
        observers.push(this.state);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.state.disconnected = true;
      }
    }
    const element = (tag: string) => ({ tag }) as (typeof added)[number];
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      shellLoader('/b/index.js', ['/b/a.js', '/b/b.js']),
    );
    run(
      { createElement: element, head: { append: (node: (typeof added)[number]) => added.push(node) } },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
      FakeObserver,
    );
    const names = () => added.map((n) => `${n.tag}:${n.rel ?? n.type}:${n.href ?? n.src}`);
    return { added, frames, timers, observers, names };
  }
  const STARTED = ['link:modulepreload:/b/a.js', 'link:modulepreload:/b/b.js', 'script:module:/b/index.js'];

  it('has the loader add the preloads and the entry once the first contentful paint is reported, not at the frame before it', () => {
    const loader = runLoader(true);
    expect(loader.frames).toEqual([]);
    expect(loader.timers.map((t) => t.ms)).toEqual([1000]);
    loader.observers[0]!.report(['first-paint']);
    expect(loader.added).toEqual([]);
    loader.observers[0]!.report(['first-paint', 'first-contentful-paint']);
    expect(loader.names()).toEqual(STARTED);
    expect(loader.observers[0]!.disconnected).toBe(true);
    // The fallback timer finds them started and adds nothing more.
    loader.timers[0]!.run();
    expect(loader.added).toHaveLength(3);
  });

  it('where the browser reports no paints, starts them after the first frame; and after a second where no frame comes', () => {
    const framed = runLoader(false);
    expect(framed.observers).toEqual([]);
    expect(framed.timers.map((t) => t.ms)).toEqual([1000]);
    framed.frames[0]!();
    framed.timers.at(-1)!.run();
    expect(framed.names()).toEqual(STARTED);
    framed.timers[0]!.run();
    expect(framed.added).toHaveLength(3);

    const hidden = runLoader(true);
    hidden.timers[0]!.run();
    expect(hidden.names()).toEqual(STARTED);
    hidden.observers[0]!.report(['first-contentful-paint']);
    expect(hidden.added).toHaveLength(3);
  });

  it('carries the project’s real first question, in each language, on a page in that language', async () => {
    const pages = byFile(shellPages(FIRST_STEP, '<html lang="en"><div id="root"></div></html>', '/b/l.js', await shellCopyTree()));
    expect(pages['first-step.html']).toMatch(/<h1 [^>]*>What&#39;s your property address for financing\?<\/h1>/);
    expect(pages['first-step.html']).toContain('<html lang="en">');
    expect(pages['first-step.es.html']).toMatch(/<h1 [^>]*>¿Cuál es la dirección de la propiedad que desea financiar\?<\/h1>/);
    expect(pages['first-step.es.html']).toContain('<html lang="es">');
  });

  it('prerenders sign-in and the signer’s login with the words their pages render, and no tracker’s space above them', async () => {
    const tree = await shellCopyTree();
    const signIn = byFile(shellPages(shell('sign-in'), '<html lang="en"><div id="root"></div></html>', '/b/l.js', tree));
    expect(signIn['sign-in.html']).toMatch(
      /<div class="space-y-6"><div class="space-y-3"><h1 [^>]*>Log in to your account<\/h1><p class="text-lg text-muted">[^<]+<\/p>/,
    );
    expect(signIn['sign-in.es.html']).toMatch(/<h1 [^>]*>Inicie sesión en su cuenta<\/h1>/);
    const signer = byFile(shellPages(shell('signer-login'), '<html lang="en"><div id="root"></div></html>', '/b/l.js', tree));
    expect(signer['signer-login.html']).toMatch(/<h1 [^>]*>[^<]+<\/h1><p class="text-lg text-muted">[^<]+<\/p>/);
  });

  it('gives each shell words in every language copy/ has', async () => {
    const tree = await shellCopyTree();
    for (const pageShell of PAGE_SHELLS) {
      for (const locale of ['en', 'es']) expect(shellCopy(pageShell, tree, locale), `${pageShell.name} in ${locale}`).not.toBeNull();
    }
  });
});
