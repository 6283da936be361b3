import type { Storage } from '@graphiql/toolkit';

/**
 * GraphiQL keeps its tabs and history in localStorage; namespaced by account so that the next account signed in on
 * the same device does not find the previous one's queries and variables.
 */
export function createAccountStorage(account: string): Storage {
  const prefix = `api-explorer:${account}:`;
  const ownKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  return {
    getItem: (key) => localStorage.getItem(prefix + key),
    setItem: (key, value) => localStorage.setItem(prefix + key, value),
    removeItem: (key) => localStorage.removeItem(prefix + key),
    clear: () => ownKeys().forEach((key) => localStorage.removeItem(key)),
    get length() {
      return ownKeys().length;
    },
  };
}
