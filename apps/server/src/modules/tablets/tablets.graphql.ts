import { builder } from '../../builder';
import { createTabletEnrolment, type TabletEnrolment } from './create-tablet-enrolment';
import { listDevices } from './list-devices';
import { loginWithCode } from './login-with-code';
import { revokeDevice } from './revoke-device';
import type { CompanyDevice } from './tablet-access';

const TabletEnrolmentRef = builder.objectRef<TabletEnrolment>('TabletEnrolment').implement({
  description: 'A one-time code and link that sign one tablet in as the company; shown once, valid 15 minutes.',
  fields: (t) => ({
    code: t.exposeString('code', { description: '8 digits, typed under "Sign in with a tablet code".' }),
    link: t.exposeString('link', {
      description: '`PUBLIC_URL/direct/auth/{token}`: opened on the tablet, it signs it in.',
    }),
    expiresAt: t.string({
      description: 'When the code and link stop working, ISO-8601 UTC.',
      resolve: (enrolment) => enrolment.expiresAt.toISOString(),
    }),
  }),
});

const DeviceRef = builder.objectRef<CompanyDevice>('Device').implement({
  description:
    'A tablet of a company: enrolled with a code (it has a name), or signed in with the password and checking in.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The tablet's id." }),
    companyId: t.exposeInt('companyId', { description: "The id of the tablet's company." }),
    name: t.exposeString('name', {
      nullable: true,
      description: 'Given at enrolment; null for a tablet signed in with the password.',
    }),
    lastSeenAt: t.string({
      nullable: true,
      description: 'Its last check-in (every minute while open).',
      resolve: (device) => device.lastSeenAt?.toISOString() ?? null,
    }),
    batteryLevel: t.float({
      nullable: true,
      description: 'As the tablet reports it: 0 to 1.',
      resolve: (device) => device.batteryLevel,
    }),
    isCharging: t.boolean({
      description: 'Whether it was charging at its last check-in.',
      nullable: true,
      resolve: (device) => device.isCharging,
    }),
    appVersion: t.exposeString('appVersion', {
      description: 'The version of the app it last reported.',
      nullable: true,
    }),
    model: t.exposeString('model', { description: 'The device model it last reported.', nullable: true }),
    os: t.exposeString('os', { description: 'Its operating system.', nullable: true }),
    osVersion: t.exposeString('osVersion', { description: "Its operating system's version.", nullable: true }),
    enrolledAt: t.string({
      description: 'When it was enrolled or first checked in, ISO-8601 UTC.',
      resolve: (device) => device.createdAt.toISOString(),
    }),
    revokedAt: t.string({
      description: 'When it was signed out for good, ISO-8601 UTC; null while in use.',
      nullable: true,
      resolve: (device) => device.revokedAt?.toISOString() ?? null,
    }),
  }),
});

const TabletTokenRef = builder.objectRef<{ token: string }>('TabletLoginPayload').implement({
  description: 'The sign-in of a tablet.',
  fields: (t) => ({
    token: t.exposeString('token', { description: "The tablet's bearer token, for the Authorization header." }),
  }),
});

// Tablets are managed by their company and by the account managers and administrators acting for it (NOT_FOUND
// outside the viewer's scope); applications are refused. Signing in with a code is public.
builder.queryFields((t) => ({
  devices: t.withAuth({ signedIn: true }).field({
    type: [DeviceRef],
    description: 'The tablets of the companies in scope: in use first, by last check-in.',
    args: { company: t.arg.int({ description: 'Narrows within the viewer’s scope.' }) },
    resolve: (_root, args, context) => listDevices(context, args.company ?? null),
  }),
}));

builder.mutationFields((t) => ({
  createTabletEnrolment: t.withAuth({ signedIn: true }).field({
    type: TabletEnrolmentRef,
    description: 'A one-time code and link for a new tablet (20 an hour per company).',
    args: {
      deviceName: t.arg.string({
        required: true,
        description: 'Shown in the device list, e.g. "Kitchen tablet" (1 to 50 characters).',
      }),
      company: t.arg.int({ description: 'The tablet’s company; defaults to the viewer’s only company.' }),
    },
    resolve: (_root, args, context) => createTabletEnrolment(context, args),
  }),
  loginWithCode: t.field({
    type: TabletTokenRef,
    description:
      'Signs a tablet in as the company with the 8-digit code or the link token of an enrolment, once; TOKEN_EXPIRED ' +
      'otherwise. 10 attempts per address in 15 minutes.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => ({ token: await loginWithCode(context, args.code) }),
  }),
  revokeDevice: t.withAuth({ signedIn: true }).boolean({
    description: 'Signs an enrolled tablet out for good: its token is refused from its next request.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => revokeDevice(context, args.id),
  }),
}));
