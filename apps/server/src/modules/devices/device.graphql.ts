import { builder } from '../../builder';
import { recordDevice } from './record-device';

const DeviceInput = builder.inputType('DeviceInput', {
  description: "A tablet's state at its check-in, as its app reads it.",
  fields: (t) => ({
    uuid: t.string({ description: "The device's own id, stable across check-ins.", required: true }),
    batteryLevel: t.float({ description: 'Battery level from 0 to 1.' }),
    isCharging: t.boolean({ description: 'Whether it is charging.' }),
    isVirtual: t.boolean({ description: 'Whether it is an emulator.' }),
    manufacturer: t.string({ description: "The device's maker." }),
    model: t.string({ description: 'The device model.' }),
    operatingSystem: t.string({ description: 'The operating system (ios, android…).' }),
    osVersion: t.string({ description: "The operating system's version." }),
    platform: t.string({ description: "The app's platform as its framework names it (ios, android, web)." }),
    webViewVersion: t.string({ description: 'The version of the web view the app runs in.' }),
    appVersion: t.string({ description: 'The version of the app on the tablet, shown in the device list.' }),
    token: t.string({ description: 'A token the app reports with its check-in, kept as sent.' }),
  }),
});

builder.mutationField('device', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Company tablet check-in (every 60 s); ignored while switched (false).',
    args: { input: t.arg({ type: DeviceInput, required: true }) },
    resolve: (_root, args, context) => recordDevice(context, args.input),
  }),
);
