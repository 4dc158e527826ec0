import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/users';
import { readStoredUser, useAuthStore, USER_STORAGE_KEY } from './auth-store';

describe('the stored user', () => {
  it('is null when nothing is stored', async () => {
    expect(await readStoredUser()).toBeNull();
  });

  it('is null when the stored value is not valid JSON', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(await readStoredUser()).toBeNull();
  });

  it('is null when the stored JSON is not a user', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'nobody' }));
    expect(await readStoredUser()).toBeNull();
  });

  it('is null when the stored user is from an older app version that lacks fields', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ _id: 'u1', role: 'user' }));
    expect(await readStoredUser()).toBeNull();
  });

  it('is the stored user, unknown fields dropped', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...testUser, password: 'never stored' }));
    expect(await readStoredUser()).toEqual(testUser);
  });

  it('is written by setUser and removed by clearUser', async () => {
    useAuthStore.getState().setUser(testUser);
    expect(await readStoredUser()).toEqual(testUser);
    useAuthStore.getState().clearUser();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
