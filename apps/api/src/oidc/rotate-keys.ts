import { loadConfig, loadTokenLifetimes } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { failureDetail } from '../db/data-dir-lock.ts';
import { KEY_REFRESH_SECONDS, rotateSigningKeys, signingKeyOverlapSeconds } from './key-rotation.ts';
import { loadOrCreateKeys } from './keys.ts';

/**
 * `pnpm --filter @inventory/api rotate-keys`: a new signing-key generation in the database the server uses
 * (DATABASE_URL, or the embedded one under DATA_DIR while no server holds it). Running servers sign with it from
 * their next key refresh; the old keys keep verifying until every token they signed has expired (ADR 010).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // A database that never served has no keys yet: the first generation is made, then replaced at once.
    await loadOrCreateKeys(db);
    const result = await rotateSigningKeys(db, {
      overlapSeconds: signingKeyOverlapSeconds(loadTokenLifetimes()),
    });
    const lines = result.rotated
      ? [
          `Signing keys rotated: generation ${result.generation} (${result.kids.join(', ')}).`,
          `Running servers sign with it within ${KEY_REFRESH_SECONDS} s.`,
          `The previous keys leave the JWKS at ${result.retireAt?.toISOString() ?? 'once no token needs them'}.`,
        ]
      : [
          `Another process rotated the keys at the same moment (generation ${result.generation}); nothing changed.`,
        ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Key rotation failed: ${failureDetail(error)}\n`);
  process.exit(1);
});
