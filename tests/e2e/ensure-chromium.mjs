// The browser suite uses Debian's Chromium (Playwright cannot download browsers here).
// Installs it when missing and we can (root with apt-get); otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`Chromium not found at ${path}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
