import { describe, expect, it } from 'vitest';
import { fillPlaceholders, matchFaq } from './chatbot-answer';

const entries = [
  { id: 'score', keywords: 'credit score soft pull', answer: 'soft' },
  { id: 'fund', keywords: 'fast funded days', answer: 'fast' },
];

describe('chatbot matcher', () => {
  it('picks the entry whose keywords the message mentions most', () => {
    expect(matchFaq('Will checking my rate hurt my credit score?', entries)?.id).toBe('score');
    expect(matchFaq('How many DAYS until I am funded?', entries)?.id).toBe('fund');
  });

  it('answers null when nothing matches', () => {
    expect(matchFaq('Tell me a joke', entries)).toBeNull();
    expect(matchFaq('', entries)).toBeNull();
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Call {{phone}} or {{fax}}', { phone: '(800) 555-0100' })).toBe('Call (800) 555-0100 or {{fax}}');
  });
});
