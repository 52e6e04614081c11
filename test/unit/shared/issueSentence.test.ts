import { describe, expect, it } from 'vitest';
import { issueSentence, sentence } from '@shared/words/issues';

const labels = {
  name: 'Program name',
  maxStampCount: 'Stamps to complete the card',
  initialStampCount: 'Stamps a new member starts with',
};

describe('a schema problem said with the form’s labels', () => {
  it('names the field by its label instead of its key', () => {
    expect(issueSentence('name is required', labels, 'name')).toBe('Program name is required.');
    expect(issueSentence('maxStampCount must be at least 1', labels, 'maxStampCount')).toBe(
      'Stamps to complete the card must be at least 1.',
    );
    expect(
      issueSentence('initialStampCount must not exceed maxStampCount', labels, 'initialStampCount'),
    ).toBe('Stamps a new member starts with must not exceed Stamps to complete the card.');
  });

  it('puts the label before a message that does not name its field', () => {
    expect(issueSentence('must be a whole number', labels, 'maxStampCount')).toBe(
      'Stamps to complete the card must be a whole number.',
    );
    expect(issueSentence('enter a number', labels, 'maxStampCount')).toBe(
      'Stamps to complete the card: enter a number.',
    );
  });

  it('leaves words that only contain a key alone, and reads as a sentence without labels', () => {
    expect(issueSentence('rename is not a field', labels, 'name')).toBe(
      'Program name: rename is not a field.',
    );
    expect(issueSentence('a manager PIN is 4 to 12 digits', {})).toBe(
      'A manager PIN is 4 to 12 digits.',
    );
    expect(sentence('Saved.')).toBe('Saved.');
  });
});
