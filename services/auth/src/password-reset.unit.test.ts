import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashResetToken, newResetToken, resetLink, resetMail, resetStillValid } from './password-reset';

const now = new Date('2026-03-01T10:00:00Z');

describe('password reset tokens', () => {
  it('are long random strings stored only as their SHA-256', () => {
    const a = newResetToken(now);
    const b = newResetToken(now);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(a.hash).not.toContain(a.token);
    expect(hashResetToken(a.token)).toBe(a.hash);
  });

  it('work for 30 minutes and not at or after the end', () => {
    const { expiresAt } = newResetToken(now);
    expect(expiresAt.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(resetStillValid({ expiresAt }, new Date('2026-03-01T10:29:59.999Z'))).toBe(true);
    expect(resetStillValid({ expiresAt }, expiresAt)).toBe(false);
    expect(resetStillValid({ expiresAt }, new Date('2026-03-01T11:00:00Z'))).toBe(false);
  });

  it('ride in a link to the reset page of the public address', () => {
    expect(resetLink('https://mock.example.in', 'a-b_c')).toBe(
      'https://mock.example.in/auth/reset?token=a-b_c',
    );
    expect(resetLink('http://localhost:8080/', 'x')).toBe('http://localhost:8080/auth/reset?token=x');
  });

  it('are mailed to the account with the link and how long it works', () => {
    const mail = resetMail(
      { email: 'asha@example.com', displayName: 'Asha' },
      'https://m.in/auth/reset?token=t',
    );
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toContain('https://m.in/auth/reset?token=t');
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('Hello Asha,');
  });

  it('are mailed in English word for word when the account has no language or chose English', () => {
    for (const languagePreference of [undefined, 'ENGLISH'] as const) {
      const mail = resetMail(
        { email: 'asha@example.com', displayName: 'Asha', languagePreference },
        'https://m.in/auth/reset?token=t',
      );
      expect(mail.subject).toBe('Reset your SSC Mock password');
      expect(mail.text).toBe(
        [
          'Hello Asha,',
          '',
          'Someone (we hope you) asked to reset the password of your SSC Mock account.',
          'Open this link within 30 minutes to choose a new one (it works once):',
          '',
          'https://m.in/auth/reset?token=t',
          '',
          'If you did not ask, ignore this mail: your password stays as it is.',
        ].join('\n'),
      );
    }
  });

  it('are mailed in Hindi to an account that chose Hindi, with the same link and time', () => {
    const mail = resetMail(
      { email: 'asha@example.com', displayName: 'Asha', languagePreference: 'HINDI' },
      'https://m.in/auth/reset?token=t',
    );
    expect(mail.subject).toBe('अपना SSC Mock पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('30 मिनट');
    expect(mail.text).toContain('\nhttps://m.in/auth/reset?token=t\n');
    expect(mail.text).not.toMatch(/Hello|Someone|minutes/);
  });
});
