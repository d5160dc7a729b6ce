// Property variant: the `/wy` backend (authority codes, house alias, charge preview with the
// `__pms` marker, report export as .xlsx) and the sync flag profile of the platform.
import { textLanguage } from '../../data/languages';
import { ALL_WY_AUTHORITIES, wyAuthorities } from '../../data/permissions';
import {
  chargeReportHeader,
  DEFAULT_HOUSE_ALIAS,
  houseAliases,
  profileValues,
  seedHouses,
} from '../../data/property';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { jsonObject } from '../http/body';
import { empty, json, text, type Reply } from '../http/reply';
import type { WyEnvelope } from '../../../src/services/property/wire';
import { isAdminRole } from './permissions';
import { checkedTenant, sessionRoleCode } from './platform-common';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from './xlsx';

const WY = '/wy/api/:version';

function ok<T>(result: T): Reply {
  const body: WyEnvelope<T> = { success: true, result };
  return json(body);
}

function currentAuthority(ctx: UserContext): Reply {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  return ok(isAdminRole(role) ? ALL_WY_AUTHORITIES : (wyAuthorities[sessionRoleCode(ctx)] ?? []));
}

/** Calendar month (YYYY-MM) of the gateway clock in GMT+8. */
function currentMonth(ctx: UserContext): string {
  return new Date(ctx.state.clock.now() + 8 * 3600_000).toISOString().slice(0, 7);
}

function pmsFailure(message: string): Reply {
  const body: WyEnvelope<null> = { __pms: true, success: false, result: null, error: { message } };
  return json(body);
}

async function chargePreview(ctx: UserContext): Promise<Reply> {
  const { houseId, month } = jsonObject(await ctx.body());
  const en = textLanguage(ctx.state.accounts.language(ctx.session.userId)) === 'en_US';
  const say = (zh: string, english: string): string => (en ? english : zh);
  if (typeof houseId !== 'string' || houseId === '') {
    return pmsFailure(say('请选择房间', 'Select a house first'));
  }
  // A house of another tenant is not there for the caller.
  const house = seedHouses.find(
    (candidate) => candidate.houseId === houseId && candidate.tenantId === ctx.session.tenantId,
  );
  if (!house) return pmsFailure(say(`房间 ${houseId} 不存在`, `House ${houseId} does not exist`));
  if (house.charges.length === 0) {
    return pmsFailure(
      say(
        `收费预览失败：房间 ${house.houseName} 未设置收费标准`,
        `Charge preview failed: house ${house.houseName} has no charge standard`,
      ),
    );
  }
  if (house.settled) {
    return pmsFailure(
      say(
        `账单已结清：房间 ${house.houseName} 本月无需收费`,
        `Billing account already settled for house ${house.houseName}`,
      ),
    );
  }
  const items = house.charges.map((charge) => ({
    itemName: en ? charge.itemName.en_US : charge.itemName.zh_CN,
    amount: charge.amount,
  }));
  const total = Math.round(items.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
  const body: WyEnvelope<unknown> = {
    __pms: true,
    success: true,
    result: {
      houseId,
      houseName: house.houseName,
      month: typeof month === 'string' ? month : currentMonth(ctx),
      items,
      total,
    },
    error: null,
  };
  return json(body);
}

function reportExport(ctx: UserContext): Reply {
  const month = ctx.query.get('month') ?? currentMonth(ctx);
  const rows: (string | number)[][] =
    ctx.session.tenantId === 1
      ? seedHouses.flatMap((house) =>
          house.charges.map((charge) => [
            house.houseName,
            charge.itemName.zh_CN,
            charge.amount,
            house.settled ? '已结清' : '未结清',
          ]),
        )
      : [];
  const fileName = `收费报表-${month}.xlsx`;
  return {
    status: 200,
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    },
    body: xlsxWorkbook(month, [chargeReportHeader, ...rows]),
  };
}

function profileValue(ctx: UserContext): Reply {
  const name = ctx.query.get('profileName') ?? '';
  const value = profileValues[name]?.[ctx.session.tenantId];
  return value === undefined ? empty(204) : text(value);
}

export const wyRoutes: ApiRoute[] = [
  userRoute('GET', `${WY}/AuthorityApi/GetCurrentAuthority`, currentAuthority),
  userRoute('GET', `${WY}/PROP/charging-parameter-setting/house-alias`, (ctx) =>
    ok({ houseAlias: houseAliases[ctx.session.tenantId] ?? DEFAULT_HOUSE_ALIAS }),
  ),
  userRoute('POST', `${WY}/PROP/charge/preview`, chargePreview),
  userRoute('GET', `${WY}/PROP/report/export`, reportExport),
  userRoute('GET', '/hpfm/v1/:tenantId/profile-value', checkedTenant(profileValue)),
];
