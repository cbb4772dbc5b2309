// Debian packages the product's tests need, installed with apt when missing (never a browser download).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

let aptUpdated = false;

function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing Debian packages: ${packages.join(' ')}. Install them with: sudo apt-get install ${packages.join(' ')}`,
    );
  }
  console.log(`Installing Debian packages: ${packages.join(' ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

/** Debian's Chromium plus the fonts our screenshots are made with (Latin and CJK). */
export function ensureChromium() {
  const fontsPresent = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim();
  if (existsSync('/usr/bin/chromium') && fontsPresent && existsSync('/usr/share/fonts/truetype/liberation'))
    return;
  aptInstall(['chromium', 'fonts-liberation', 'fonts-noto-cjk']);
}

/** The newest installed PostgreSQL server binaries directory, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${root}/${versions[0]}/bin` : null;
}

/** PostgreSQL server binaries (initdb, pg_ctl) for the throwaway test cluster. */
export function ensurePostgresBinaries() {
  if (postgresBinDir()) return;
  aptInstall(['postgresql']);
  if (!postgresBinDir())
    throw new Error('PostgreSQL binaries are still missing after apt-get install postgresql');
}
