/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/intl';
import { ButtonPermission } from './ButtonPermission';
import { createFakeChecker, type FakeServer } from '../permissions/permission-checker.fixture';
import type { PermissionChecker } from '../permissions/permission-checker';

let fake: ReturnType<typeof createFakeChecker>;
let server: FakeServer;

function checker(): PermissionChecker {
  fake = createFakeChecker(server);
  fake.setScope('acme:12');
  return fake.checker;
}

async function answer(): Promise<void> {
  await act(() => fake.runBatch());
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

beforeEach(() => {
  setLanguage('en_US');
  server = { approved: ['a.edit'], hidden: ['b.delete'] };
});

describe('ButtonPermission', () => {
  it('is disabled while the check is pending, then enabled when any code is approved', async () => {
    const instance = checker();
    render(
      <ButtonPermission checker={instance} permissionList={[{ code: '/a/edit' }]}>
        Edit
      </ButtonPermission>,
    );
    expect(button('Edit').disabled).toBe(true);
    expect(button('Edit').getAttribute('aria-busy')).toBe('true');
    const pendingElement = button('Edit');
    await answer();
    expect(button('Edit').disabled).toBe(false);
    expect(button('Edit')).toBe(pendingElement); // same element: focus and references survive
    expect(fake.requests).toEqual([['a.edit']]);
  });

  it.each([
    ['disabled with the reason', 'b.export', true],
    ['hidden', 'b.delete', false],
  ])('shows a denied control %s as the server says', async (_label, code, present) => {
    const instance = checker();
    render(
      <ButtonPermission checker={instance} permissionList={[code]}>
        Act
      </ButtonPermission>,
    );
    await answer();
    expect(screen.queryByRole('button', { name: 'Act' }) !== null).toBe(present);
    if (present) {
      expect(button('Act').disabled).toBe(true);
      // the reason is the button's description
      const reason = document.getElementById(button('Act').getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe('Your role may not use this operation');
    }
  });

  it('asks once for every button of a page', async () => {
    const instance = checker();
    render(
      <>
        <ButtonPermission checker={instance} permissionList={['a.edit']}>
          One
        </ButtonPermission>
        <ButtonPermission checker={instance} permissionList={['b.export']}>
          Two
        </ButtonPermission>
        <ButtonPermission checker={instance}>Free</ButtonPermission>
      </>,
    );
    expect(button('Free').disabled).toBe(false);
    await answer();
    expect(fake.requests).toEqual([['a.edit', 'b.export']]);
    expect([button('One').disabled, button('Two').disabled]).toEqual([false, true]);
  });

  it('decides afresh for a new tenant or role', async () => {
    const instance = checker();
    render(
      <ButtonPermission checker={instance} permissionList={['a.edit']}>
        Edit
      </ButtonPermission>,
    );
    await answer();
    expect(button('Edit').disabled).toBe(false);

    fake.setScope('globex:21');
    server.approved = [];
    instance.clear();
    await answer(); // listeners learn of the clear, the button asks again
    await answer(); // the new scope's answer arrives
    expect(fake.requests).toEqual([['a.edit'], ['a.edit']]);
    expect(button('Edit').disabled).toBe(true);
  });
});
