// Browser tests drive Debian's Chromium (test tools cannot download browsers here).
import { ensureDebianPackage } from './ensure-debian.js';

ensureDebianPackage({ path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', purpose: 'the browser tests', env: 'CHROMIUM_PATH' });
