import { describe, expect, it } from 'vitest';
import type { ConfigFile } from './load-config';
import { BANNER_STRIP_MARKER, firstStepCopy, firstStepHtml, firstStepMarkup, withFirstStep } from './first-step-shell';

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
    expect(withFirstStep('<body><div id="root"></div></body>', '<main>hi</main>')).toBe(
      '<body><div id="root"><main>hi</main></div></body>',
    );
    expect(() => withFirstStep('<body><div id="app"></div></body>', 'x')).toThrow(/no empty <div id="root"><\/div>/);
  });

  it('preloads the step’s scripts that index.html does not already load, all at low priority', () => {
    const index = '<head><script type="module" crossorigin src="/b/assets/index.js"></script></head><body><div id="root"></div></body>';
    const html = withFirstStep(index, '', ['/b/assets/index.js', '/b/assets/register.js']);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/b/assets/register.js"></head>');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/b/assets/index.js">');
    expect(html.match(/assets\/index\.js/g)).toHaveLength(1);
  });

  it('carries the project’s real first question', async () => {
    const html = await firstStepHtml('<div id="root"></div>');
    expect(html).toMatch(/<h1 [^>]*>What&#39;s your property address for financing\?<\/h1>/);
  });
});
