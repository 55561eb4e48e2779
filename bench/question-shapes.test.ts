import { describe, expect, it } from 'vitest';
import { questionParts, questionShape } from './question-shapes.js';

describe('question shapes and parts (retrieval study)', () => {
  it('splits a question on coordinated names or a list of words, one part per conjunct', () => {
    expect(questionParts('What do Jon and Gina both have in common?')).toEqual(['What do Jon have in common?', 'What do Gina have in common?']);
    expect(questionParts('When did Caroline meet up with her friends, family, and mentors?')).toEqual([
      'When did Caroline meet up with her friends?',
      'When did Caroline meet up with her family?',
      'When did Caroline meet up with her mentors?',
    ]);
    expect(questionParts('Would Tim enjoy reading books by C. S. Lewis or John Greene?')).toEqual(['Would Tim enjoy reading books by C. S. Lewis?', 'Would Tim enjoy reading books by John Greene?']);
    expect(questionParts("Who is Tim and John's favorite basketball player?")).toEqual(["Who is Tim's favorite basketball player?", "Who is John's favorite basketball player?"]);
  });

  it('leaves a question of one part whole', () => {
    expect(questionParts('What exercises has John done?')).toEqual([]);
    expect(questionParts('Where was John between August 11 and August 15 2023?')).toEqual([]);
    expect(questionParts('What types of pottery have Melanie and her kids made?')).toEqual([]);
  });

  it('tells question shapes apart', () => {
    expect(questionShape('When did Mel paint?')).toBe('when');
    expect(questionShape('Would Caroline likely move?')).toBe('inference');
    expect(questionShape('What movies have both Joanna and Nate seen?')).toBe('both');
    expect(questionShape('Which city did Jean visit?')).toBe('what');
    expect(questionShape('Did Jon start a business?')).toBe('yesno');
  });
});
