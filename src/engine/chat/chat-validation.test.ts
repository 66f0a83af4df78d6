import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_TYPES, entryFormProblems, feedbackProblems, isAllowedAttachment, isSendable } from './chat-validation';

describe('the chat entry form', () => {
  it('requires a name of at most 128 characters', () => {
    expect(entryFormProblems({ name: '  ', email: 'a@b.co' })).toEqual({ name: 'nameRequired' });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s !== ''),
        (name) => {
          expect(entryFormProblems({ name, email: 'a@b.co' }).name).toBe(name.length > 128 ? 'tooLong' : undefined);
        },
      ),
    );
  });

  it('requires a valid email of at most 128 characters', () => {
    expect(entryFormProblems({ name: 'Ana', email: '' }).email).toBe('emailRequired');
    expect(entryFormProblems({ name: 'Ana', email: 'ana@example' }).email).toBe('emailInvalid');
    expect(entryFormProblems({ name: 'Ana', email: 'ana smith@example.com' }).email).toBe('emailInvalid');
    expect(entryFormProblems({ name: 'Ana', email: `${'a'.repeat(116)}@example.com` }).email).toBeUndefined();
    expect(entryFormProblems({ name: 'Ana', email: `${'a'.repeat(117)}@example.com` }).email).toBe('tooLong');
  });
});

describe('sending', () => {
  it('is ignored when the message is blank and no file goes with it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), fc.nat(3), (blank, files) => {
        expect(isSendable(blank, files)).toBe(files > 0);
      }),
    );
    expect(isSendable(' hi ', 0)).toBe(true);
  });
});

describe('attachments', () => {
  it("accept the spec's types in any case and nothing else", () => {
    for (const type of CHAT_ATTACHMENT_TYPES) {
      expect(isAllowedAttachment(`file${type}`)).toBe(true);
      expect(isAllowedAttachment(`FILE${type.toUpperCase()}`)).toBe(true);
    }
    for (const name of ['x.jpeg', 'x.exe', 'x.pdf.exe', 'pdf', '.pdf', 'x.gif', 'x.html']) expect(isAllowedAttachment(name)).toBe(false);
  });
});

describe('chatbot feedback', () => {
  it('requires a reason', () => {
    expect(feedbackProblems({ reason: null, text: '' })).toEqual({ reason: 'reasonRequired' });
    expect(feedbackProblems({ reason: 'OTHER', text: '' })).toEqual({});
  });

  it('allows at most 140 characters of extra text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(feedbackProblems({ reason: 'ANSWER_TOO_VAGUE', text }).text).toBe(text.length > 140 ? 'feedbackTooLong' : undefined);
      }),
    );
  });
});
