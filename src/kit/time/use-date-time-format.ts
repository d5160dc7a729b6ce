/** The signed-in user's date-time format (spec section 3: it falls back to the default). */
import { useModelState } from '../../core/model/react';
import { userModel } from '../../models/user';
import { DATE_TIME_FORMAT } from './date-formats';

export function useDateTimeFormat(): string {
  return useModelState(userModel, (state) => state.currentUser?.dateTimeFormat ?? DATE_TIME_FORMAT);
}
