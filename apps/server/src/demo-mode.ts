// What only demo mode runs (docs/deployment.md#production-install): the seed, with faker, and the simulated platforms
// and printers. main.ts imports this module only when DEMO=1, so a production install can leave them out.
export { seedDemo } from './db/seed';
export { createDemoSimulator } from './modules/intake/demo-simulator';
export { startDemoPrinters } from './modules/printing/demo-printers';
