import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { shutDownOnSignals } from './shutdown.js';
import { keepWrittenFilesPrivate } from './common/private-files.js';

keepWrittenFilesPrivate();
try {
  const config = loadConfig();
  const app = await createApp(config);
  const { nest, logger } = app;
  const server = await nest.listen(config.port, config.host);
  shutDownOnSignals(app, server, config.shutdownGraceSeconds);
  // The port actually bound: PORT=0 asks the system for a free one (tests start the API so).
  const { port } = server.address() as AddressInfo;
  logger.info(
    {
      url: `http://${config.host}:${port}`,
      database: config.databaseUrl ? 'postgres' : 'sqlite',
      storage: config.storage.kind,
      instance: app.store.instance,
    },
    'API listening',
  );
} catch (error) {
  // One clear line, no stack: the operator fixes the setting and starts again.
  const reason = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`The API cannot start: ${reason}`);
  process.exit(1);
}
