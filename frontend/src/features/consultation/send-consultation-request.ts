import type { ConsultationRequest } from '@cipta/machines/consultation';
import { api } from '../../api/client';

/** product §7: POST /api/consultation-request; resolves once the server stored it, rejects otherwise. */
export async function sendConsultationRequest(request: ConsultationRequest, signal?: AbortSignal): Promise<void> {
  const { data } = await api.POST('/api/consultation-request', { body: request, signal });
  if (!data) throw new Error('The consultation request was not stored');
}
