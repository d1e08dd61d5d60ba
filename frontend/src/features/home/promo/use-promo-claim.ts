import { PROMO_COUNT_STORAGE_KEY, PROMO_SPOTS } from '@cipta/domain/constants';
import { promoClaimMachine } from '@cipta/machines/promo-claim';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { api } from '../../../api/client';
import { withBotSolution } from '../../../components/bot-check/bot-solution';
import { inspectOptions } from '../../../lib/inspector';

/** What the promo claim's effects tell the visitor; the banner shows them. */
export interface PromoNotices {
  claimed: (claimNumber: number) => void;
  expired: (limit: number) => void;
  resetDone: () => void;
  resetFailed: () => void;
}

/** An error carrying the server's error code, which the machine branches on. */
class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function readMirroredCount(): number {
  // The build-time renderer has no storage; the banner shows the stored count once hydrated.
  if (typeof window === 'undefined') return 0;
  const stored = Number(window.localStorage.getItem(PROMO_COUNT_STORAGE_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * The promo claim machine with the app's effects: the API, the local-storage mirror of the
 * count (product §4 promoClaimCount) and the notices. The page regaining focus refreshes the count.
 */
export function usePromoClaim(notices: PromoNotices) {
  // The machine is made once; its actions reach the latest notices (language, say) through this.
  const latest = useRef(notices);
  latest.current = notices;
  const [state, send] = useMachine(
    promoClaimMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => {
          const { data, error } = await api.GET('/api/promo-claim/status');
          if (!data) throw new ApiRefusal(error?.message ?? 'status unavailable', error?.code ?? 'INTERNAL_ERROR');
          return { limit: data.limit, claimed: data.claimed };
        }),
        submitClaim: fromPromise(async ({ input }) => {
          const { data, error } = await withBotSolution((solution) =>
            api.POST('/api/promo-claim', { body: { ...input, ...solution } }),
          );
          if (!data) throw new ApiRefusal(error?.message ?? 'claim failed', error?.code ?? 'INTERNAL_ERROR');
          return { claimNumber: data.claimNumber, remaining: data.remaining };
        }),
        resetClaims: fromPromise(async ({ input }) => {
          const { data, error } = await api.POST('/api/promo-claim/reset', { body: { secret: input.secret } });
          if (!data) throw new ApiRefusal(error?.message ?? 'reset failed', error?.code ?? 'INTERNAL_ERROR');
        }),
      },
      actions: {
        storeCount: (_, count) => window.localStorage.setItem(PROMO_COUNT_STORAGE_KEY, String(count)),
        clearStoredPromo: () => window.localStorage.removeItem(PROMO_COUNT_STORAGE_KEY),
        notifyClaimed: (_, claimNumber) => latest.current.claimed(claimNumber),
        notifyExpired: ({ context }) => latest.current.expired(context.limit),
        notifyResetDone: () => latest.current.resetDone(),
        notifyResetFailed: () => latest.current.resetFailed(),
      },
    }),
    { ...inspectOptions, input: { limit: PROMO_SPOTS, mirroredCount: readMirroredCount() } },
  );

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') send({ type: 'status.refresh' });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [send]);

  return [state, send] as const;
}

export type PromoClaimState = ReturnType<typeof usePromoClaim>[0];
export type PromoClaimSend = ReturnType<typeof usePromoClaim>[1];
