import type { ContactMessage } from '@cipta/machines/contact-message';
import { api } from '../../api/client';

/** product §7: POST /api/contact-message; resolves once the server stored it, rejects otherwise. */
export async function sendContactMessage(message: ContactMessage, signal?: AbortSignal): Promise<void> {
  const { data } = await api.POST('/api/contact-message', { body: message, signal });
  if (!data) throw new Error('The contact message was not stored');
}
