import { describe, expect, it } from 'vitest';
import '../staff-translations';
import { replyLink } from './reply-link';

describe('the reply by e-mail (issue 27)', () => {
  const message = {
    kind: 'messages' as const,
    id: 'm1',
    name: 'Siti Rahma',
    email: 'siti+visa@example.com',
    message: 'Can I extend my visa?\nI am in Bali.',
    receivedAt: '2026-11-28T03:00:00.000Z',
    language: 'id' as const,
  };

  it('writes to the sender, in their language, quoting their text', () => {
    const link = new URL(replyLink(message));
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('siti+visa@example.com');
    expect(link.searchParams.get('subject')).toBe('Re: pesan Anda kepada Cipta Visa');
    const body = link.searchParams.get('body')!;
    expect(body.startsWith('Yth. Siti Rahma,')).toBe(true);
    expect(body).toContain('> Can I extend my visa?\n> I am in Bali.');
  });

  it('names a consultation request in English for an English sender', () => {
    const { name: _name, ...common } = message;
    const link = new URL(
      replyLink({
        ...common,
        kind: 'consultations',
        firstName: 'Kenji',
        lastName: 'Sato',
        phone: '+65 8123 4567',
        country: 'Singapore',
        language: 'en',
      } as never),
    );
    expect(link.searchParams.get('subject')).toBe('Re: your consultation request to Cipta Visa');
    expect(link.searchParams.get('body')!.startsWith('Dear Kenji Sato,')).toBe(true);
  });
});
