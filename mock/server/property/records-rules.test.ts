// What the property records accept: table tests of each rule, and of a whole record.
import { readHouseFields, readOwner, readProject, RecordChecks } from './records-rules';

const problemsOf = (raw: Record<string, unknown>, read: (checks: RecordChecks) => unknown) => {
  const checks = new RecordChecks(raw);
  read(checks);
  return checks.problems.map((problem) => `${problem.field} ${problem.texts.en_US}`);
};

describe('RecordChecks', () => {
  it.each([
    [{ area: 89.5 }, 89.5, []],
    [{ area: '120.25' }, 120.25, []],
    [{ area: ' 1 ' }, 1, []],
    [{ area: 0 }, 0, ['area must be greater than 0 (at most 2 decimals), got 0']],
    [{ area: -3 }, 0, ['area must be greater than 0 (at most 2 decimals), got -3']],
    [{ area: 1.234 }, 0, ['area must be greater than 0 (at most 2 decimals), got 1.234']],
    [{ area: 'big' }, 0, ['area must be a number, got big']],
    [{ area: '' }, 0, ['area is required']],
    [{}, 0, ['area is required']],
  ])('area %j → %s %j', (raw, value, problems) => {
    const checks = new RecordChecks(raw);
    expect(checks.area('area')).toBe(value);
    expect(checks.problems.map((p) => `${p.field} ${p.texts.en_US}`)).toEqual(problems);
  });

  it.each([
    ['OCCUPIED', 'OCCUPIED'],
    ['rented', 'RENTED'],
    ['空置', 'VACANT'],
    ['Occupied', 'OCCUPIED'],
  ])('status %s → %s', (raw, status) => {
    const checks = new RecordChecks({ houseStatus: raw });
    expect(checks.status('houseStatus')).toBe(status);
    expect(checks.problems).toEqual([]);
  });

  it.each([
    ['', 'houseStatus is required'],
    ['SOLD', 'houseStatus must be one of VACANT, OCCUPIED, RENTED, got SOLD'],
  ])('status %j is refused: %s', (raw, problem) => {
    expect(problemsOf({ houseStatus: raw }, (c) => c.status('houseStatus'))).toEqual([problem]);
  });
});

describe('a whole record', () => {
  it.each([
    [{ projectCode: 'YG-2', projectName: 'Garden', area: 10 }, []],
    [
      { projectCode: '-bad code', projectName: ' ', area: 0 },
      [
        'projectCode is not in a valid format: -bad code',
        'projectName is required',
        'area must be greater than 0 (at most 2 decimals), got 0',
      ],
    ],
    [
      { projectCode: 'X'.repeat(31), projectName: 'n', area: 1 },
      ['projectCode must be at most 30 characters'],
    ],
    [
      { projectName: 'n', area: 1, enabledFlag: 'maybe' },
      ['projectCode is required', 'enabledFlag must be 1 or 0'],
    ],
  ])('project %j: %j', (raw, problems) => {
    expect(readProject(raw).problems.map((p) => `${p.field} ${p.texts.en_US}`)).toEqual(problems);
  });

  it('a project is enabled unless it says otherwise', () => {
    expect(readProject({ projectCode: 'A', projectName: 'B', area: 1 }).input.enabledFlag).toBe(1);
  });

  it.each([
    [{ building: '1', unit: '1', roomNumber: '101', area: 80, houseStatus: 'VACANT' }, []],
    [
      { building: '', unit: ' ', area: 80, houseStatus: 'VACANT' },
      ['building is required', 'unit is required', 'roomNumber is required'],
    ],
  ])('house %j: %j', (raw, problems) => {
    expect(problemsOf(raw, readHouseFields)).toEqual(problems);
  });

  it.each([
    [{ ownerName: '王建国', phone: '13800000001' }, []],
    [{ ownerName: 'Dana', phone: '+1 555 0104', email: 'dana@globex.example' }, []],
    [
      { ownerName: '', phone: 'call me' },
      ['ownerName is required', 'phone is not in a valid format: call me'],
    ],
    [{ ownerName: 'A', phone: '123' }, ['phone is not in a valid format: 123']],
    [{ ownerName: 'A', phone: '12345', email: 'nope' }, ['email is not in a valid format: nope']],
  ])('owner %j: %j', (raw, problems) => {
    expect(readOwner(raw).problems.map((p) => `${p.field} ${p.texts.en_US}`)).toEqual(problems);
  });
});
