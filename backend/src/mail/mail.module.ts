import { Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { MailSender } from './mail-sender.js';
import { OutboxRepository } from './outbox.repository.js';

/** The outbox and its sender (docs/architecture.md, "The mail outbox"); global so every submission's service can write to it. */
@Global()
@Module({
  providers: [OutboxRepository, MailOutbox, MailSender],
  exports: [OutboxRepository, MailOutbox, MailSender],
})
export class MailModule {}
