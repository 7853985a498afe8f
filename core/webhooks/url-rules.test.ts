import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MAX, webhookUrlProblem } from './url-rules';

describe('a webhook address as typed', () => {
  it('is fine as an http(s) address without a user name or password', () => {
    expect(webhookUrlProblem(' https://hooks.example.com/x?y=1 ')).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x')).toBeNull();
  });

  it('says what is wrong: not a web address, too long, or credentials in it', () => {
    expect(webhookUrlProblem('hooks.example.com')).toBe('invalid');
    expect(webhookUrlProblem('ftp://hooks.example.com/x')).toBe('invalid');
    expect(webhookUrlProblem(`https://h.example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`)).toBe(
      'tooLong',
    );
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/x')).toBe('credentials');
    expect(webhookUrlProblem('https://user@hooks.example.com/x')).toBe('credentials');
  });
});
