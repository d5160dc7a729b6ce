import type { LovValueDto } from '../../services/platform/types';
import { createValueLoader } from './value-batch';

const values = (code: string): LovValueDto[] => [{ value: '1', meaning: `${code} one` }];

function loader() {
  const sends: Array<() => void> = [];
  const one = jest.fn(async (code: string) => values(code));
  const many = jest.fn(async (codes: Record<string, string>) =>
    Object.fromEntries(Object.keys(codes).map((key) => [key, values(codes[key])])),
  );
  const instance = createValueLoader({ one, many, schedule: (send) => sends.push(send) });
  const flush = async () => {
    sends.splice(0).forEach((send) => send());
    await Promise.resolve();
  };
  return { instance, one, many, flush };
}

describe('value set loader', () => {
  it('sends the codes of every field asking in the same turn in one batch request', async () => {
    const { instance, one, many, flush } = loader();
    const answers = Promise.all([
      instance.load('HPFM.ENABLED_FLAG'),
      instance.load('HSDR.JOB_STATUS'),
      instance.load('HPFM.ENABLED_FLAG'),
    ]);
    await flush();
    expect(await answers).toEqual([
      values('HPFM.ENABLED_FLAG'),
      values('HSDR.JOB_STATUS'),
      values('HPFM.ENABLED_FLAG'),
    ]);
    expect(many).toHaveBeenCalledTimes(1);
    expect(many).toHaveBeenCalledWith({
      'HPFM.ENABLED_FLAG': 'HPFM.ENABLED_FLAG',
      'HSDR.JOB_STATUS': 'HSDR.JOB_STATUS',
    });
    expect(one).not.toHaveBeenCalled();
  });

  it('asks lovs/value for a lone code', async () => {
    const { instance, one, many, flush } = loader();
    const answer = instance.load('HPFM.FLAG');
    await flush();
    expect(await answer).toEqual(values('HPFM.FLAG'));
    expect(one).toHaveBeenCalledWith('HPFM.FLAG');
    expect(many).not.toHaveBeenCalled();
  });

  it('fails every field of a failed batch, and the next turn asks again', async () => {
    const { instance, many, flush } = loader();
    many.mockRejectedValueOnce(new Error('offline'));
    const failed = Promise.allSettled([instance.load('A'), instance.load('B')]);
    await flush();
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const again = Promise.all([instance.load('A'), instance.load('B')]);
    await flush();
    expect(await again).toEqual([values('A'), values('B')]);
  });

  it('gives an empty list for a code the batch did not answer', async () => {
    const { instance, many, flush } = loader();
    many.mockResolvedValueOnce({ A: values('A') });
    const answers = Promise.all([instance.load('A'), instance.load('B')]);
    await flush();
    expect(await answers).toEqual([values('A'), []]);
  });
});
