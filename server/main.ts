import { ConfigError, loadConfig, type Config } from './config';
import { runServer } from './server';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// ROLE=worker serves nothing: `npm start` then runs what `npm run worker` runs.
if (config.role === 'worker') await import('./worker-main');
else
  runServer(config).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
