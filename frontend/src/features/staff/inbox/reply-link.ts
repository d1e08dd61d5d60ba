import { formatDateTime } from '../format';
import { i18n } from '../../../i18n/i18n';
import { type InboxItem, senderName } from './inbox-api';

/**
 * issue 27: a reply by e-mail from the staff member's own mail program: to the sender, with a
 * subject and the sender's text quoted, in the sender's language.
 */
export function replyLink(item: InboxItem): string {
  const t = i18n.getFixedT(item.language, 'staff');
  const subject = t(item.kind === 'messages' ? 'replyMail.contactSubject' : 'replyMail.consultationSubject');
  const quoted = item.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = [
    t('replyMail.greeting', { name: senderName(item) }),
    '',
    '',
    '',
    t('replyMail.closing'),
    '',
    t('replyMail.quote', { date: formatDateTime(item.receivedAt, item.language) }),
    quoted,
  ].join('\n');
  return `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
