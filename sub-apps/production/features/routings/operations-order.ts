/**
 * The operations editor's rules (pure): the draft list with a key per row (codes may be edited
 * and may clash while editing), moving a row, the numbers the gateway will give (10, 20, …), and
 * what the gateway would refuse, found before anything is sent.
 */
import type { RoutingOperationDto } from '@polaris/core/services/production/orders-types';

export type OperationFields = Omit<RoutingOperationDto, 'seq'>;

export interface DraftOperation extends OperationFields {
  key: string;
}

export const SEQ_STEP = 10;

export function draftOf(operations: readonly RoutingOperationDto[]): DraftOperation[] {
  return operations.map(({ seq, ...fields }) => ({ ...fields, key: `op-${seq}` }));
}

/** The list with the row at `from` moved to `to` (indexes; out of range: unchanged). */
export function moveOperation<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The number a row gets when saved: its place × 10. */
export const seqAt = (index: number): number => (index + 1) * SEQ_STEP;

/** What is sent: the fields in their order, without the draft keys. */
export const operationsToSave = (draft: readonly DraftOperation[]): OperationFields[] =>
  draft.map(({ key: _key, ...fields }) => fields);

export type OperationProblem =
  | { kind: 'empty' }
  | { kind: 'duplicate'; code: string }
  | { kind: 'runTime'; code: string }
  | { kind: 'setupTime'; code: string };

/** The first thing the gateway would refuse in the list, or undefined. */
export function operationProblem(draft: readonly OperationFields[]): OperationProblem | undefined {
  if (draft.length === 0) return { kind: 'empty' };
  const seen = new Set<string>();
  for (const operation of draft) {
    const code = operation.operationCode.trim().toUpperCase();
    if (seen.has(code)) return { kind: 'duplicate', code: operation.operationCode };
    seen.add(code);
    if (!Number.isInteger(operation.runMinutes) || operation.runMinutes < 1) {
      return { kind: 'runTime', code: operation.operationCode };
    }
    if (!Number.isInteger(operation.setupMinutes) || operation.setupMinutes < 0) {
      return { kind: 'setupTime', code: operation.operationCode };
    }
  }
  return undefined;
}

/** Whether the draft differs from what is saved (order or any field). */
export function isChanged(
  draft: readonly DraftOperation[],
  saved: readonly RoutingOperationDto[],
): boolean {
  const now = JSON.stringify(operationsToSave(draft));
  return now !== JSON.stringify(operationsToSave(draftOf(saved)));
}
