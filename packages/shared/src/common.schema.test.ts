import { describe, expect, it } from 'vitest';
import { requiredLine, requiredText } from './common.schema';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('requiredText', () => {
  const comment = requiredText('Comment', 20);

  it('keeps the text trimmed, line breaks and all', () => {
    expect(comment.parse('  Lovely \n fit  ')).toBe('Lovely \n fit');
  });

  it('names the field when it is missing, empty or only spaces', () => {
    expect(messagesOf(comment.safeParse(undefined))).toEqual(['Comment is required']);
    expect(messagesOf(comment.safeParse(''))).toEqual(['Comment is required']);
    expect(messagesOf(comment.safeParse('   '))).toEqual(['Comment is required']);
  });

  it('allows `max` characters after trimming, and says the limit past it', () => {
    expect(comment.parse(` ${'a'.repeat(20)} `)).toBe('a'.repeat(20));
    expect(messagesOf(comment.safeParse('a'.repeat(21)))).toEqual(['Comment must be at most 20 characters']);
  });
});

describe('requiredLine', () => {
  const name = requiredLine('Full name', 20);

  it('takes one line, trimmed', () => {
    expect(name.parse(' Ada Lovelace ')).toBe('Ada Lovelace');
  });

  it('refuses a line break inside, so that no mail header can be injected', () => {
    expect(messagesOf(name.safeParse('Ada\r\nBcc: x@example.com'))).toContain('Full name must be on one line');
    expect(messagesOf(name.safeParse('Ada\nLovelace'))).toEqual(['Full name must be on one line']);
  });

  it('keeps the rules of required text', () => {
    expect(messagesOf(name.safeParse(''))).toEqual(['Full name is required']);
    expect(messagesOf(name.safeParse('a'.repeat(21)))).toEqual(['Full name must be at most 20 characters']);
  });
});
