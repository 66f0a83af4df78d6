// The kit's static output, rendered on the server (no DOM here): roles, values and the spec's figures.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { ProgressBar } from './progress-bar';
import { TextAreaField } from './text-area-field';
import { Tooltip } from './tooltip';

describe('ProgressBar', () => {
  it('reports a clamped value between 0 and max (default 100)', () => {
    expect(renderToStaticMarkup(<ProgressBar value={40} label="Upload" />)).toMatch(
      /role="progressbar" aria-label="Upload" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40"/,
    );
    const over = renderToStaticMarkup(<ProgressBar value={140} label="Upload" />);
    expect(over).toContain('aria-valuenow="100"');
    expect(over).toContain('width:100%');
    expect(renderToStaticMarkup(<ProgressBar value={-5} label="Upload" />)).toContain('aria-valuenow="0"');
    const ofFive = renderToStaticMarkup(<ProgressBar value={2} max={5} label="Steps" />);
    expect(ofFive).toContain('aria-valuemax="5"');
    expect(ofFive).toContain('width:40%');
  });
});

describe('Tooltip', () => {
  it('describes its button, starts hidden, and sits 12 px away with a 13 px arrow', () => {
    const html = renderToStaticMarkup(<Tooltip topic="marketing" text="Only your words, never your name." />);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${describedBy}" role="tooltip" hidden=""`));
    expect(html).toContain('bottom:calc(100% + 12px)');
    expect(html).toContain('width:13px;height:13px');
    expect(html).toContain('Only your words, never your name.');
  });
});

describe('Alert', () => {
  it('interrupts for errors and warnings, waits for information and success', () => {
    expect(renderToStaticMarkup(<Alert variant="error">No</Alert>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<Alert variant="warn">Careful</Alert>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<Alert variant="info">Note</Alert>)).toContain('role="status"');
    expect(renderToStaticMarkup(<Alert variant="success">Done</Alert>)).toContain('role="status"');
  });
});

describe('TextAreaField', () => {
  it('has 5 rows and links its hint and error to the text area', () => {
    const html = renderToStaticMarkup(
      <TextAreaField id="msg" label="Your feedback" hint="10 to 1000" error="Too short" value="" readOnly />,
    );
    expect(html).toContain('<label for="msg"');
    const textarea = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['id="msg"', 'rows="5"', 'aria-invalid="true"', 'aria-describedby="msg-hint msg-error"']) {
      expect(textarea).toContain(attribute);
    }
    expect(html).toContain('<p id="msg-error"');
  });
});
