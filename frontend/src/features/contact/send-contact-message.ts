import type { ContactMessage } from '@cipta/machines/contact-message';
import { api } from '../../api/client';
import { withBotSolution } from '../../components/bot-check/bot-solution';

/** product §7: POST /api/contact-message, with the form's anti-bot solution; resolves once the server stored it, rejects otherwise. */
export async function sendContactMessage(message: ContactMessage, signal?: AbortSignal): Promise<void> {
  const { data } = await withBotSolution((solution) =>
    api.POST('/api/contact-message', { body: { ...message, ...solution }, signal }),
  );
  if (!data) throw new Error('The contact message was not stored');
}
