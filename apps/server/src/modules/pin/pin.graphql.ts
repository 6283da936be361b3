import { builder } from '../../builder';
import { CompanyRef } from '../companies';
import { checkPin, lockPin } from './check-pin';
import { findPinSession, type PinSession } from './pin-session';
import { updatePageAccess } from './update-page-access';
import { updatePin } from './update-pin';

const PinSessionRef = builder.objectRef<PinSession>('PinSession').implement({
  description: 'An open PIN session: the pages the PIN protects are open until it ends.',
  fields: (t) => ({
    expiresAt: t.string({
      description: 'ISO instant; the web keeps its epoch ms as `pinCodeExp`.',
      resolve: (session) => session.expiresAt.toISOString(),
    }),
  }),
});

export const PageAccessInput = builder.inputType('PageAccessInput', {
  description: 'Whether one page of the app asks for the PIN.',
  fields: (t) => ({
    tag: t.string({ required: true, description: 'The page, by its tag.' }),
    pinRequired: t.boolean({ required: true, description: 'Whether the page asks for the PIN.' }),
  }),
});

builder.queryField('pinSession', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PinSessionRef,
    nullable: true,
    description: "The viewer's open PIN session, null when none.",
    resolve: (_root, _args, context) => findPinSession(context.viewer.account),
  }),
);

builder.mutationFields((t) => ({
  checkPin: t.withAuth({ signedIn: true }).field({
    type: PinSessionRef,
    description:
      'WRONG_PIN (extensions.remainingAttempts); the fifth wrong PIN in 15 minutes: TOO_MANY_ATTEMPTS (retryAfterSeconds).',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => checkPin(context, args.code),
  }),
  lockPin: t.withAuth({ signedIn: true }).boolean({
    description: "Closes the PIN session at once (the menu's Lock).",
    resolve: (_root, _args, context) => lockPin(context),
  }),
  updatePin: t.withAuth({ signedIn: true }).boolean({
    description:
      "Changes the account's PIN to newCode (4 to 6 digits); pinCode is the current PIN, ignored for a first PIN.",
    args: { pinCode: t.arg.string({ required: true }), newCode: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => updatePin(context, args.pinCode, args.newCode),
  }),
  updatePageAccess: t.withAuth({ signedIn: true }).field({
    description: 'Sets which pages ask for the PIN, confirmed with the current PIN; returns the company.',
    type: CompanyRef,
    args: {
      pagesAccess: t.arg({ type: [PageAccessInput], required: true }),
      pinCode: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => updatePageAccess(context, args.pagesAccess, args.pinCode),
  }),
}));
