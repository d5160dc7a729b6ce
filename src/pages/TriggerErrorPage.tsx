/** /exception/trigger: throws while rendering so error boundaries can be seen working. */
export default function TriggerErrorPage(): never {
  throw new Error('hzero.common.exception.trigger');
}
