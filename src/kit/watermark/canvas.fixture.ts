/**
 * jsdom has no canvas: a fake 2D context that records the text the watermark would draw. Call
 * in `beforeEach`; `jest.restoreAllMocks()` in `afterEach` takes it away.
 */
export function recordCanvasText(): string[] {
  const drawn: string[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        scale: () => undefined,
        translate: () => undefined,
        rotate: () => undefined,
        fillText: (text: string) => drawn.push(text),
      }) as unknown as CanvasRenderingContext2D,
  );
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockImplementation(() => 'data:image/png;base64,TILE');
  return drawn;
}
