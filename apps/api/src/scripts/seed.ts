/** Migrates and loads the demo catalogue into an empty database (the server does this too). */
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

const config = loadConfig();
const { database, notes } = await prepareDatabase(config, { seed: true });
await database.close();
for (const note of notes) console.log(note);
