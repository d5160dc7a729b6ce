/**
 * The components the manifest's routes name (property-manifest.ts), each its own chunk: a page
 * and the parts it opens later. One line per component.
 */
import type { ComponentLoader } from '@polaris/core/sub-app/manifest-routes';

export const pageLoaders: Record<string, ComponentLoader> = {
  ProjectsPage: () => import('./features/projects/ProjectsPage'),
  HousesPage: () => import('./features/houses/HousesPage'),
  HouseImport: () => import('./features/houses/HouseImport'),
  OwnersPage: () => import('./features/owners/OwnersPage'),
  ChargeStandardsPage: () => import('./features/charge-standards/ChargeStandardsPage'),
  BillsPage: () => import('./features/bills/BillsPage'),
  ReceiptsPage: () => import('./features/receipts/ReceiptsPage'),
  ReceiptPrint: () => import('./features/receipts/ReceiptPrint'),
  RepairOrdersPage: () => import('./features/repair-orders/RepairOrdersPage'),
  ComplaintsPage: () => import('./features/complaints/ComplaintsPage'),
};
