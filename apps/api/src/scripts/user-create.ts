/**
 * npm run user:create -- --email a@b.co --password 'at least 8' --username Ana [--role admin]
 * Creates the account, or (with --role admin) promotes an existing one and sets its password.
 * The command is `userCreate` (user-create-command.ts); this file runs it and exits with its code.
 */
import { userCreate } from './user-create-command';

void userCreate(process.argv.slice(2), { out: console.log, err: console.error }).then((code) => process.exit(code));
