// Audit data and approval history are partitioned by tenant: an organisation's role reads its
// organisation's versions, document logs, process instances and histories only (the site form
// too); the platform administrator (site level) reads every tenant's.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const CALLERS = [
  // user, role, tenant, audit versions, process instances (newest first)
  ['alice', 11, 1, [1, 2, 3, 4, 5, 6, 7], [10003, 10006, 10005, 10001, 10002]],
  ['alice', 12, 2, [13, 14], [10007, 10004]],
  ['admin', 2, 1, [1, 2, 3, 4, 5, 6, 7], [10003, 10006, 10005, 10001, 10002]],
  [
    'admin',
    1,
    0,
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    [10003, 10007, 10004, 10006, 10005, 10001, 10002],
  ],
] as const;

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe.each(CALLERS)(
  '%s under role %i (tenant %i)',
  (user, roleId, tenant, versions, instances) => {
    it('reads the audit versions of its scope, on the tenant and the site form', async () => {
      const token = await sessionAs(t, user, roleId);
      for (const prefix of [`/hmnt/v1/${tenant}`, '/hmnt/v1']) {
        const page = await callApi(t.url, `${prefix}/audit-datas?size=100`, { token });
        const ids = page.body.content.map((v: { auditDataId: number }) => v.auditDataId);
        expect(sorted(ids)).toEqual(versions);
      }
    });

    it("reads a document's log within its scope", async () => {
      const token = await sessionAs(t, user, roleId);
      const path = `/hmnt/v1/${tenant}/audit-documents/log/detail?documentCode=HSDR.JOB_INFO`;
      const page = await callApi(t.url, path, { token });
      const jobVersions = versions.filter((id) => id >= 11);
      expect(sorted(page.body.content.map((v: { auditDataId: number }) => v.auditDataId))).toEqual(
        jobVersions,
      );
    });

    it('lists the process instances of its scope', async () => {
      const token = await sessionAs(t, user, roleId);
      const page = await callApi(t.url, `/hwfl/v1/${tenant}/process/instance`, { token });
      expect(
        page.body.content.map((p: { processInstanceId: number }) => p.processInstanceId),
      ).toEqual(instances);
      for (const row of page.body.content as { tenantId: number }[]) {
        expect(tenant === 0 || row.tenantId === tenant).toBe(true);
      }
    });

    it("answers another tenant's approval history as empty, its own in full", async () => {
      const token = await sessionAs(t, user, roleId);
      for (const instance of [10001, 10004]) {
        const path = `/hwfl/v1/${tenant}/process/instance/${instance}/approve-history`;
        const steps = (await callApi(t.url, path, { token })).body as unknown[];
        expect(steps.length > 0).toBe((instances as readonly number[]).includes(instance));
      }
    });
  },
);
