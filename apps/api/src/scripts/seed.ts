/** Migrates and loads the demo catalogue into an empty database (the server does this too). */
import { loadConfig } from '../config';
import { demoSignInBox, prepareDatabase } from '../setup/prepare';

const config = loadConfig();
const { database, notes, demoSignIns } = await prepareDatabase(config, { seed: true });
await database.close();
for (const note of notes) console.log(note);
if (demoSignIns)
  console.log(
    demoSignInBox(demoSignIns, { url: config.publicUrl, dataDir: config.database.kind === 'pglite' ? config.dataDir : undefined }),
  );
