import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { ConfigModule } from './config/config.module.js';
import { loadConfig } from './config/config.js';
import { DatabaseModule } from './database/database.module.js';
import { openDatabase } from './database/database.js';
import { MailModule } from './mail/mail.module.js';
import { keepWrittenFilesPrivate } from './common/private-files.js';

// `npm run mail-worker`: the outbox's sender alone (docs/operations.md, "E-mail"), for API
// instances started with MAIL_WORKER=off. Any number may run: each message is taken by one.

@Module({})
class MailWorkerModule {}

keepWrittenFilesPrivate();
try {
  const config = loadConfig({ ...process.env, MAIL_WORKER: 'on' });
  const logger = createLogger(config);
  const database = await openDatabase(config);
  const worker = await NestFactory.createApplicationContext(
    {
      module: MailWorkerModule,
      imports: [ConfigModule.forConfig(config), DatabaseModule.forHandle(database), MailModule],
    },
    { logger: new NestPinoLogger(logger) },
  );
  await worker.init();
  logger.info({ database: database.dialect }, 'mail worker running');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'mail worker stopping: finishing the messages in hand');
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the mail worker did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(`The mail worker cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
