import '@mantine/notifications/styles.css';
import { CLAIM_NOTIFICATION_MS } from '@cipta/domain/constants';
import { Notifications, notifications } from '@mantine/notifications';

// Loaded on the first notice only: the notifications library is not part of the first paint.

/** Where the promo's notices appear. */
export default function PromoNotificationsHost() {
  return <Notifications position="top-center" zIndex={1100} limit={3} />;
}

/** product §9: the claim notification shows for 3 seconds; its close button needs a name (axe button-name). */
export function showNotice(message: string, closeLabel: string, color: 'green' | 'red' | 'blue' = 'blue'): void {
  notifications.show({
    message,
    color,
    autoClose: CLAIM_NOTIFICATION_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': closeLabel },
  });
}
