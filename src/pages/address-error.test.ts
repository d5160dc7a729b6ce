import { QUOTED_LENGTH, viewOfAddressError } from './address-error';

describe('viewOfAddressError', () => {
  it.each<[string, unknown, ReturnType<typeof viewOfAddressError>]>([
    [
      'an OAuth code becomes our text',
      'access_denied',
      { kind: 'known', textKey: 'hzero.common.signInError.denied' },
    ],
    [
      'codes in any case',
      'SERVER_ERROR',
      { kind: 'known', textKey: 'hzero.common.signInError.unavailable' },
    ],
    [
      'invalid request',
      'invalid_request',
      { kind: 'known', textKey: 'hzero.common.signInError.invalid' },
    ],
    [
      'free text is only quoted',
      'Your account is locked. Call +1-555-0100',
      { kind: 'quoted', quote: 'Your account is locked. Call +1-555-0100' },
    ],
    [
      'line breaks and direction marks flattened',
      'a\n\nb\u202ec',
      { kind: 'quoted', quote: 'a b c' },
    ],
    ['blank', '  \n ', { kind: 'none' }],
    ['missing', undefined, { kind: 'none' }],
    ['not text', { message: 'x' }, { kind: 'none' }],
  ])('%s', (_name, message, expected) => {
    expect(viewOfAddressError(message)).toEqual(expected);
  });

  it('cuts a long text short', () => {
    const view = viewOfAddressError('x'.repeat(1000));
    expect(view).toEqual({ kind: 'quoted', quote: `${'x'.repeat(QUOTED_LENGTH)}…` });
  });
});
