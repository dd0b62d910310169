// The queue tests (test/queue/) start their own Debian redis-server on a free port.
import { ensureDebianPackage } from './ensure-debian.js';

ensureDebianPackage({
  path: process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
  pkg: 'redis-server',
  purpose: 'the survey queue tests (test/queue/)',
  env: 'REDIS_SERVER',
});
