/**
 * A large, realistic menu tree for the menu-search bench and browser tests: server-shaped
 * `MenuDto`s (root → dir → page) with Chinese (or some English) titles built from business words,
 * the quickIndex being the pinyin initials of the Chinese title, as HZERO serves it. Seeded, so a
 * given set of options always gives the same tree.
 */
import type { MenuDto } from '../../src/services/iam/types';

interface Word {
  zh: string;
  initials: string;
  en: string;
}

const w = (zh: string, initials: string, en: string): Word => ({ zh, initials, en });

const SUBJECTS: Word[] = [
  w('用户', 'YH', 'User'),
  w('角色', 'JS', 'Role'),
  w('权限', 'QX', 'Permission'),
  w('菜单', 'CD', 'Menu'),
  w('租户', 'ZH', 'Tenant'),
  w('组织', 'ZZ', 'Organisation'),
  w('部门', 'BM', 'Department'),
  w('员工', 'YG', 'Employee'),
  w('采购', 'CG', 'Purchase'),
  w('订单', 'DD', 'Order'),
  w('销售', 'XS', 'Sales'),
  w('库存', 'KC', 'Inventory'),
  w('仓库', 'CK', 'Warehouse'),
  w('物料', 'WL', 'Material'),
  w('供应商', 'GYS', 'Supplier'),
  w('客户', 'KH', 'Customer'),
  w('合同', 'HT', 'Contract'),
  w('发票', 'FP', 'Invoice'),
  w('付款', 'FK', 'Payment'),
  w('收款', 'SK', 'Receipt'),
  w('报表', 'BB', 'Report'),
  w('审批', 'SP', 'Approval'),
  w('流程', 'LC', 'Workflow'),
  w('消息', 'XX', 'Message'),
  w('文件', 'WJ', 'File'),
  w('日志', 'RZ', 'Log'),
  w('审计', 'SJ', 'Audit'),
  w('参数', 'CS', 'Parameter'),
  w('编码', 'BM', 'Code'),
  w('模板', 'MB', 'Template'),
  w('接口', 'JK', 'Interface'),
  w('任务', 'RW', 'Task'),
  w('项目', 'XM', 'Project'),
  w('资产', 'ZC', 'Asset'),
  w('预算', 'YS', 'Budget'),
  w('费用', 'FY', 'Expense'),
  w('房屋', 'FW', 'House'),
  w('物业', 'WY', 'Property'),
  w('设备', 'SB', 'Equipment'),
  w('质量', 'ZL', 'Quality'),
  w('计划', 'JH', 'Plan'),
  w('个人', 'GR', 'Personal'),
];

const ACTIONS: Word[] = [
  w('管理', 'GL', 'Management'),
  w('查询', 'CX', 'Query'),
  w('维护', 'WH', 'Maintenance'),
  w('明细', 'MX', 'Details'),
  w('汇总', 'HZ', 'Summary'),
  w('统计', 'TJ', 'Statistics'),
  w('分析', 'FX', 'Analysis'),
  w('设置', 'SZ', 'Settings'),
  w('审核', 'SH', 'Review'),
  w('导入', 'DR', 'Import'),
  w('导出', 'DC', 'Export'),
  w('台账', 'TZ', 'Ledger'),
  w('看板', 'KB', 'Dashboard'),
  w('记录', 'JL', 'Records'),
  w('中心', 'ZX', 'Centre'),
];

export interface LargeMenuOptions {
  /** leaves in the tree (default 5,000) */
  leaves?: number;
  roots?: number;
  dirsPerRoot?: number;
  /** share of titles in English, 0–1 (default 0.2); the quickIndex stays Chinese */
  englishShare?: number;
  seed?: number;
  /** first id (default 100,000, away from the mock's own menu ids) */
  firstId?: number;
}

/** A small seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateLargeMenu(options: LargeMenuOptions = {}): MenuDto[] {
  const { leaves = 5000, roots = 10, dirsPerRoot = 10, englishShare = 0.2, seed = 1 } = options;
  const random = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  let nextId = options.firstId ?? 100_000;
  const named = (words: Word[], english: boolean) => ({
    name: english ? words.map((word) => word.en).join(' ') : words.map((word) => word.zh).join(''),
    quickIndex: words.map((word) => word.initials).join(''),
  });

  const dirs = roots * dirsPerRoot;
  const tree: MenuDto[] = [];
  let made = 0;
  for (let r = 0; r < roots; r += 1) {
    const rootId = nextId++;
    const root: MenuDto = {
      id: rootId,
      code: `bench.r${r}`,
      ...named([SUBJECTS[r % SUBJECTS.length], w('系统', 'XT', 'System')], false),
      type: 'root',
      level: 'site',
      parentId: 0,
      sort: (r + 1) * 10,
      icon: 'appstore',
      subMenus: [],
    };
    for (let d = 0; d < dirsPerRoot; d += 1) {
      const dirIndex = r * dirsPerRoot + d;
      const dirId = nextId++;
      const dir: MenuDto = {
        id: dirId,
        code: `bench.r${r}.d${d}`,
        ...named([pick(SUBJECTS), w('管理', 'GL', 'Management')], false),
        type: 'dir',
        level: 'site',
        parentId: rootId,
        sort: (d + 1) * 10,
        icon: 'setting',
        subMenus: [],
      };
      // spread the leaves evenly over the directories
      const count = Math.floor(((dirIndex + 1) * leaves) / dirs) - made;
      for (let p = 0; p < count; p += 1) {
        const words = random() < 0.4 ? [pick(SUBJECTS), pick(SUBJECTS)] : [pick(SUBJECTS)];
        const english = random() < englishShare;
        dir.subMenus?.push({
          id: nextId++,
          code: `bench.r${r}.d${d}.p${p}`,
          ...named([...words, pick(ACTIONS)], english),
          type: 'menu',
          level: 'site',
          parentId: dirId,
          sort: (p + 1) * 10,
          icon: pick(['user', 'file', 'setting', 'chart', 'team']),
          route: `/bench/r${r}/d${d}/p${p}`,
        });
      }
      made += count;
      root.subMenus?.push(dir);
    }
    tree.push(root);
  }
  return tree;
}

/** The pages of a server tree, in menu order. */
export function menuPages(tree: MenuDto[], into: MenuDto[] = []): MenuDto[] {
  for (const item of tree) {
    if (item.subMenus?.length) menuPages(item.subMenus, into);
    else if (item.route) into.push(item);
  }
  return into;
}

/**
 * What a user types, keystroke by keystroke, when looking for pages of `tree`: each target is
 * typed as growing prefixes of its pinyin initials, its Chinese title, an English word or its
 * code. `count` queries in all.
 */
export function keystrokeQueries(tree: MenuDto[], count = 200, seed = 2): string[] {
  const random = seededRandom(seed);
  const pages = menuPages(tree);
  const queries: string[] = [];
  while (queries.length < count && pages.length > 0) {
    const page = pages[Math.floor(random() * pages.length)];
    const mode = Math.floor(random() * 4);
    let text: string;
    if (mode === 0) text = (page.quickIndex ?? '').toLowerCase().slice(0, 5);
    else if (mode === 1) text = page.name.slice(0, 4);
    else if (mode === 2) text = page.name.split(' ')[0].toLowerCase().slice(0, 6);
    else text = page.code.slice(page.code.indexOf('.') + 1);
    for (let length = 1; length <= text.length && queries.length < count; length += 1) {
      queries.push(text.slice(0, length));
    }
  }
  return queries;
}
