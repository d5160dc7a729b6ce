/**
 * The property module's route table (spec section 2, property variant): written into its
 * manifest (`packages/microConfig.json`, by .umirc.ts) for the shell, and read by the module
 * itself (property-app.ts) for its own router. Each route: path, name, title (a text key), icon,
 * authority (the menu code the platform checks), closable, exact, priority, and its components
 * with their load order (the first is the page; the others load after it, in order).
 * `wyAuthority` is the property back office's own code for the page (its GetCurrentAuthority).
 * Plain data: the build reads this file too.
 */
import type { ModuleRouteComponent } from '@polaris/core/micro/route-components';

export interface PropertyRoute {
  path: string;
  name: string;
  title: string;
  icon: string;
  authority: string[];
  wyAuthority: string;
  closable?: boolean;
  exact?: boolean;
  priority?: number;
  components: ModuleRouteComponent[];
}

export const propertyRoutes: PropertyRoute[] = [
  {
    path: '/wuye/project',
    name: 'projects',
    title: 'wuye.project.title',
    icon: 'project',
    authority: ['acme.property.project'],
    wyAuthority: 'Pages.Property.Project',
    exact: true,
    components: [{ name: 'ProjectsPage', order: 1 }],
  },
  {
    path: '/wuye/house',
    name: 'houses',
    title: 'wuye.house.title',
    icon: 'home',
    authority: ['acme.property.house'],
    wyAuthority: 'Pages.Property.House',
    exact: true,
    components: [
      { name: 'HousesPage', order: 1 },
      { name: 'HouseImport', order: 2 },
    ],
  },
  {
    path: '/wuye/owner',
    name: 'owners',
    title: 'wuye.owner.title',
    icon: 'user',
    authority: ['acme.property.owner'],
    wyAuthority: 'Pages.Property.Owner',
    exact: true,
    components: [{ name: 'OwnersPage', order: 1 }],
  },
  {
    path: '/wuye/charge-standard',
    name: 'chargeStandards',
    title: 'wuye.standard.title',
    icon: 'dollar',
    authority: ['acme.property.standard'],
    wyAuthority: 'Pages.Property.Charging',
    exact: true,
    components: [{ name: 'ChargeStandardsPage', order: 1 }],
  },
  {
    path: '/wuye/bill',
    name: 'bills',
    title: 'wuye.bill.title',
    icon: 'file',
    authority: ['acme.property.bill'],
    wyAuthority: 'Pages.Property.Charging',
    exact: true,
    components: [{ name: 'BillsPage', order: 1 }],
  },
  {
    path: '/wuye/receipt',
    name: 'receipts',
    title: 'wuye.receipt.title',
    icon: 'file',
    authority: ['acme.property.receipt'],
    wyAuthority: 'Pages.Property.Charging',
    exact: true,
    components: [
      { name: 'ReceiptsPage', order: 1 },
      { name: 'ReceiptPrint', order: 2 },
    ],
  },
  {
    path: '/wuye/repair-order',
    name: 'repairOrders',
    title: 'wuye.repair.title',
    icon: 'tool',
    authority: ['acme.property.repair'],
    wyAuthority: 'Pages.Property.Service',
    exact: true,
    components: [{ name: 'RepairOrdersPage', order: 1 }],
  },
  {
    path: '/wuye/complaint',
    name: 'complaints',
    title: 'wuye.complaint.title',
    icon: 'message',
    authority: ['acme.property.complaint'],
    wyAuthority: 'Pages.Property.Service',
    exact: true,
    components: [{ name: 'ComplaintsPage', order: 1 }],
  },
];
