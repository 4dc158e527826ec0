import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/users';
import { readStoredUser, useAuthStore, USER_STORAGE_KEY } from './auth-store';

describe('the stored user', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('is null when the stored value is not valid JSON', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('is null when the stored JSON is not a user', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'nobody' }));
    expect(readStoredUser()).toBeNull();
  });

  it('is null when the stored user is from an older app version that lacks fields', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ _id: 'u1', role: 'user' }));
    expect(readStoredUser()).toBeNull();
  });

  it('is the stored user, unknown fields dropped', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...testUser, password: 'never stored' }));
    expect(readStoredUser()).toEqual(testUser);
  });

  it('is written by setUser and removed by clearUser', () => {
    useAuthStore.getState().setUser(testUser);
    expect(readStoredUser()).toEqual(testUser);
    useAuthStore.getState().clearUser();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
