// The accessibility suite's keyboard checker (support/a11y-focus.ts) on pages made to fail: it must
// find what it promises, since a checker that finds nothing passes every page.
import { expect, test } from '@playwright/test';
import { keyboardProblems } from './support/a11y-focus';

const buttons = (count: number) => Array.from({ length: count }, (_, i) => `<button>Button ${i + 1}</button>`).join('');

test('the keyboard checker reaches every control of a long page, and names one without a focus indicator, one covered and one behind a trap', async ({
  page,
}) => {
  await page.setContent(`<style>button:focus { outline: 3px solid blue; }</style><main>${buttons(80)}</main>`);
  expect(await keyboardProblems(page)).toEqual([]);

  await page.setContent(`
    <style>
      button:focus { outline: 3px solid blue; }
      #bare:focus { outline: none; }
      #bar { position: fixed; bottom: 0; left: 0; right: 0; height: 80px; background: white; }
      #below { position: absolute; top: calc(100vh - 60px); }
    </style>
    <main>${buttons(5)}<button id="bare">Bare</button></main>
    <button id="below">Below the bar</button>
    <div id="bar">A bar fixed over the page</div>
    <p><a href="#y" id="last">Last</a></p>
  `);
  await page.evaluate(() => {
    // Scrolling the covered control into view would move it clear: keep the page where it is.
    document.documentElement.style.overflow = 'hidden';
  });
  const problems = await keyboardProblems(page);
  expect(problems).toContain('no visible focus indicator: button#bare "Bare"');
  expect(problems).toContain('focused button#below "Below the bar" is covered by div#bar "A bar fixed over the page"');
  expect(problems.filter((problem) => problem.includes('Button '))).toEqual([]);

  // A field that keeps Tab to itself traps the keyboard: what follows it is never reached.
  await page.setContent(`
    <style>button:focus, input:focus { outline: 3px solid blue; }</style>
    <main>${buttons(3)}<input aria-label="Trap" onkeydown="if (event.key === 'Tab') event.preventDefault()">${buttons(2)}</main>
  `);
  expect(await keyboardProblems(page)).toEqual(['Tab never reaches button "Button 1"', 'Tab never reaches button "Button 2"']);
});
