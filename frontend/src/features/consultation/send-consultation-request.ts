import type { ConsultationRequest } from '@cipta/machines/consultation';
import { api } from '../../api/client';
import { withBotSolution } from '../../components/bot-check/bot-solution';

/** product §7: POST /api/consultation-request, with the form's anti-bot solution; resolves once the server stored it, rejects otherwise. */
export async function sendConsultationRequest(request: ConsultationRequest, signal?: AbortSignal): Promise<void> {
  const { data } = await withBotSolution((solution) =>
    api.POST('/api/consultation-request', { body: { ...request, ...solution }, signal }),
  );
  if (!data) throw new Error('The consultation request was not stored');
}
