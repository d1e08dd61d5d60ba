import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

try {
  const config = loadConfig();
  const { nest, logger } = await createApp(config);
  await nest.listen(config.port, config.host);
  logger.info({ url: `http://${config.host}:${config.port}`, database: config.databaseUrl ? 'postgres' : 'sqlite' }, 'API listening');
} catch (error) {
  // One clear line, no stack: the operator fixes the setting and starts again.
  const reason = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`The API cannot start: ${reason}`);
  process.exit(1);
}
