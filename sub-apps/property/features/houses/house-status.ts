/** A house's status as the pages show it: its text and tone, and the choices of a form or search. */
import type { SelectOption } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import type { Translate } from '@polaris/core/kit/texts';
import { HOUSE_STATUSES, type HouseStatus } from '@polaris/core/services/property/records-types';

const TONES: Record<HouseStatus, StatusView> = {
  VACANT: view('wuye.house.status.VACANT', 'default'),
  OCCUPIED: view('wuye.house.status.OCCUPIED', 'success'),
  RENTED: view('wuye.house.status.RENTED', 'processing'),
};

export const houseStatus = (code: HouseStatus): StatusView | undefined => TONES[code];

export const houseStatusOptions = (t: Translate): SelectOption[] =>
  HOUSE_STATUSES.map((code) => ({ value: code, label: t(`wuye.house.status.${code}`) }));
