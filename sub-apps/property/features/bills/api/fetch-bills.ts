/** `GET PROP/bill`: a page of the organisation's bills (by month, house, status). */
import type { BillDto, BillQuery } from '@polaris/core/services/property/charging-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchBills = wyListEndpoint<BillDto, BillQuery>('PROP/bill');
