/** The API tokens' queries: one's own (the profile) and everyone's (the Staff page); a token made or revoked refreshes both. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: (page: number) => [...apiTokenKeys.all, 'mine', page] as const,
  everyone: (page: number) => [...apiTokenKeys.all, 'everyone', page] as const,
};
