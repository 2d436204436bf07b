import { describe, expect, it } from 'vitest';
import { framedMail } from './framed-mail.js';

describe('an account mail printed in the terminal', () => {
  it('is a framed block naming the recipient and the subject, with the link whole on a line of its own', () => {
    const link = '/app/verify?token=' + 'x'.repeat(80);
    const block = framedMail('ada@example.test', { title: 'Confirm your email address', content: 'Hello Ada,\nconfirm your address.', action: { text: 'Confirm', link } }, 'http://localhost:3000');
    const lines = block.split('\n');
    expect(lines[1]).toMatch(/^╭─ Mail to ada@example\.test \(not sent: no SMTP_URL is set\) ─+$/);
    expect(lines).toContain('│ Subject: Confirm your email address');
    expect(lines).toContain('│ Hello Ada,');
    expect(lines).toContain(`│ Confirm: http://localhost:3000${link}`);
    expect(lines.at(-2)).toMatch(/^╰─+$/);
  });
});
