import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { CLAIM_NOTIFICATION_MS } from '@cipta/domain/constants';
import { Notifications, notifications } from '@mantine/notifications';
import classes from './promo-notifications.module.css';

// Loaded on the first notice only: the notifications library is not part of the first paint.
// Its card's own CSS (Notification, Loader) comes with it: the app loads Mantine's CSS per
// component, and without them the notice had no background and no padding (issue 21).

/** Where the promo's notices appear: top right, below the fixed navbar, never over the logo. */
export default function PromoNotificationsHost() {
  return <Notifications position="top-right" zIndex={1100} limit={3} classNames={{ root: classes.root }} />;
}

/** product §9: the claim notification shows for 3 seconds; its close button needs a name (axe button-name). */
export function showNotice(message: string, closeLabel: string, color: 'green' | 'red' | 'blue' = 'blue'): void {
  notifications.show({
    message,
    color,
    autoClose: CLAIM_NOTIFICATION_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': closeLabel },
    classNames: { root: classes.notice },
  });
}
