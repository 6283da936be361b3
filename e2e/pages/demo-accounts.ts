// The demo accounts of the contract (docs/demo-data.md#accounts), with the side-menu entries each one must see
// (docs/roles.md).
export const DEMO = {
  admin: {
    email: 'admin@demo.comptoir.test',
    password: 'admin-demo-2026',
    landing: '/home',
    menu: [
      'Orders',
      'History',
      'Company',
      'Requests',
      'Pending restaurants',
      'Data Check',
      'Analytics',
      'Complaints',
      'Marketing',
      'Invoices',
      'Details',
      'Printer',
    ],
  },
  manager: {
    email: 'manager@demo.comptoir.test',
    password: 'manager-demo-2026',
    landing: '/companys',
    menu: ['Company', 'Requests', 'Pending restaurants', 'Data Check', 'Invoices', 'Printer'],
  },
  company: {
    email: 'company@demo.comptoir.test',
    password: 'company-demo-2026',
    landing: '/home',
    menu: [
      'Orders',
      'History',
      'Menu',
      'Company',
      'Schedule',
      'Analytics',
      'Reviews',
      'Complaints',
      'Invoices',
      'Details',
      'Printer',
    ],
  },
  basic: {
    email: 'basic@demo.comptoir.test',
    password: 'basic-demo-2026',
    landing: '/home',
    // No analytics, reviews, disputes or VAT subscription: only the screens it may open (docs/roles.md).
    menu: ['Orders', 'History', 'Menu', 'Company', 'Schedule', 'Invoices', 'Printer'],
  },
  app: {
    email: 'app@demo.comptoir.test',
    password: 'app-demo-2026',
    landing: '/home',
    menu: ['Orders', 'History', 'Company', 'Analytics', 'Printer', 'Console'],
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO;
