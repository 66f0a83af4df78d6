import { describe, expect, it } from 'vitest';
import { fillPlaceholders, matchFaq, type FaqEntry } from './chatbot-answer';

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

describe('chatbot matcher, in Spanish', () => {
  const entries: FaqEntry[] = [
    { id: 'rates', keywords: 'tasa tasas interes intereses', answer: 'Su tasa…' },
    { id: 'fees', keywords: 'cargo cargos originacion', answer: 'Los cargos…' },
  ];

  it('reads accented words as their plain letters, either side', () => {
    expect(matchFaq('¿Cuál es mi interés?', entries)?.id).toBe('rates');
    expect(matchFaq('¿Cobran cargo de originación?', entries)?.id).toBe('fees');
    expect(matchFaq('ORIGINACIÓN', [{ id: 'x', keywords: 'originación', answer: '' }])?.id).toBe('x');
  });
});
