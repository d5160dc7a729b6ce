/** `GET PROP/receipt`: a page of the payments the organisation received. */
import type { ReceiptDto, ReceiptQuery } from '@polaris/core/services/property/charging-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchReceipts = wyListEndpoint<ReceiptDto, ReceiptQuery>('PROP/receipt');
