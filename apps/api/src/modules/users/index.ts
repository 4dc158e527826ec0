/** The users module's public face: accounts as the API shows them, and the repository's type for services handed one. */
export { toAdminUser, toUser } from './user-dto';
export type { UserRow, UsersRepository } from './users.repository';
export { LAST_OWNER_DEMOTED } from './users.service';
