import { stringField, withStore, type PartnerRoute } from './route';

/**
 * The tablet / Hub login check Comptoir makes when a restaurant's credentials are saved. No platform publishes one
 * (docs/platforms.md), so this is the simulator's own stand-in, the same on every platform: 204 when the pair is the
 * one the store was configured with, 401 `invalid_credentials` otherwise, 404 for an unknown store.
 */
export const tabletLoginRoute: PartnerRoute = {
  method: 'POST',
  pattern: /^\/stores\/([^/]+)\/tablet-login$/,
  handle: (request, context, match) =>
    withStore(match, context, (store) => {
      const login = stringField(request.body, 'login');
      const password = stringField(request.body, 'password');
      if (store.tablet && login === store.tablet.login && password === store.tablet.password) return { status: 204 };
      return { status: 401, body: { code: 'invalid_credentials', message: 'Wrong tablet login or password' } };
    }),
};
