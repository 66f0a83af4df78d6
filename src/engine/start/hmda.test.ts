import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  descriptionProblem,
  descriptionProblems,
  hmdaProblem,
  hmdaProblems,
  hmdaRecord,
  keptDescriptions,
  NOT_PROVIDED,
  resolveDeclines,
  toggleAnswer,
  type HmdaAnswers,
} from './hmda';

describe('HMDA answers', () => {
  it('declining clears the other answers, and any answer clears the decline', () => {
    expect(toggleAnswer('race', ['WHITE', 'ASIAN'], NOT_PROVIDED, true)).toEqual([NOT_PROVIDED]);
    expect(toggleAnswer('race', [NOT_PROVIDED], 'WHITE', true)).toEqual(['WHITE']);
  });

  it('resolves a decline given with an answer as the answer (Reg C), and keeps a decline given alone', () => {
    const answers = { ethnicity: [NOT_PROVIDED], race: ['WHITE', NOT_PROVIDED], sex: [NOT_PROVIDED, 'MALE'] };
    expect(resolveDeclines(answers)).toEqual({ ethnicity: [NOT_PROVIDED], race: ['WHITE'], sex: ['MALE'] });
    expect(answers.race).toEqual(['WHITE', NOT_PROVIDED]);
  });

  it('a sub-category brings its category; unticking the category drops its sub-categories', () => {
    expect(toggleAnswer('ethnicity', [], 'CUBAN', true)).toEqual(['HISPANIC_OR_LATINO', 'CUBAN']);
    expect(toggleAnswer('race', ['ASIAN', 'KOREAN', 'WHITE'], 'ASIAN', false)).toEqual(['WHITE']);
    expect(toggleAnswer('race', ['ASIAN', 'KOREAN'], 'KOREAN', false)).toEqual(['ASIAN']);
  });

  it('checks each question', () => {
    expect(hmdaProblem('sex', [])).toBe('required');
    expect(hmdaProblem('sex', ['FEMALE', NOT_PROVIDED])).toBe('notProvidedAlone');
    expect(hmdaProblem('sex', ['CUBAN'])).toBe('unknown');
    expect(hmdaProblem('ethnicity', ['MEXICAN'])).toBe('detailWithoutCategory');
    expect(hmdaProblem('race', ['ASIAN', 'CHINESE', 'WHITE'])).toBeNull();
    expect(hmdaProblems({ ethnicity: [NOT_PROVIDED], race: [], sex: ['MALE'] })).toEqual({ race: 'required' });
  });

  describe('write-in boxes', () => {
    const answers: HmdaAnswers = {
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      race: ['ASIAN', 'OTHER_ASIAN'],
      sex: ['MALE'],
    };

    it('accepts names in any script with the punctuation names use, and a blank box', () => {
      for (const text of ['Dominican', 'Salvadoran / Spaniard', "Tohono O'odham Nation", 'Hmong (Miao)', 'Ñuu Savi', '  ']) {
        expect(descriptionProblem(text), text).toBeNull();
      }
    });

    it('refuses more than 100 characters and characters names do not use', () => {
      expect(descriptionProblem('a'.repeat(DESCRIPTION_MAX_LENGTH))).toBeNull();
      expect(descriptionProblem('a'.repeat(DESCRIPTION_MAX_LENGTH + 1))).toBe('tooLong');
      for (const text of ['<script>', 'Thai!', '42', '-Thai', 'Thai; Lao']) expect(descriptionProblem(text), text).toBe('unsupported');
    });

    it('refuses a text for an answer that is not ticked', () => {
      expect(descriptionProblems(answers, { OTHER_ASIAN: 'Hmong', OTHER_PACIFIC_ISLANDER: 'Tongan' })).toEqual({
        OTHER_PACIFIC_ISLANDER: 'withoutAnswer',
      });
      expect(descriptionProblems(answers, { AMERICAN_INDIAN_OR_ALASKA_NATIVE: ' ' })).toEqual({});
      expect(descriptionProblems(answers, { OTHER_HISPANIC_OR_LATINO: 'Thai!' })).toEqual({ OTHER_HISPANIC_OR_LATINO: 'unsupported' });
    });

    it('sends trimmed texts of ticked answers only', () => {
      const unticked = toggleAnswer('race', answers.race, 'ASIAN', false);
      expect(keptDescriptions(answers, { OTHER_ASIAN: '  Hmong ', OTHER_HISPANIC_OR_LATINO: '' })).toEqual({ OTHER_ASIAN: 'Hmong' });
      expect(keptDescriptions({ ...answers, race: unticked }, { OTHER_ASIAN: 'Hmong' })).toEqual({});
    });

    it('records an online application as not collected on the basis of visual observation', () => {
      const record = hmdaRecord({ ...answers, otherDescriptions: {}, providedThrough: 'EMAIL_OR_INTERNET' });
      expect(record.collectedByVisualObservation).toEqual({ ethnicity: false, race: false, sex: false });
      expect(record.providedThrough).toBe('EMAIL_OR_INTERNET');
    });
  });
});
