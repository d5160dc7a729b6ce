// Pinyin initial of every Chinese character used in the seed menu names, grouped by initial.
// HZERO's quickIndex is the upper-case pinyin initials of the zh_CN menu name (系统管理 -> XTGL).
// Polyphones are listed under the reading they have in our names: 行 as in 银行 (hang),
// 调 as in 调度 (diao), 角 as in 角色 (jue), 参 as in 参数 (can). A name using a character that is
// missing here makes the menu builder throw, so gaps show up in the menu tests.

const CHARACTERS_BY_INITIAL: Record<string, string> = {
  A: '安案',
  B: '办币并报本板标编表',
  C: '产传储初参层操查础程策菜存',
  D: '单地多定度待档登的短端调',
  F: '发房服费',
  G: '个公告国工构管规甘',
  H: '划化户护汇行',
  J: '件基家建据捷接检监级角计记辑集静架',
  K: '口客开快控款看',
  L: '历录料流理略路量',
  M: '模目码',
  N: '内南能',
  P: '平批排配',
  Q: '全区权求清签请',
  R: '人任入日',
  S: '上史始审收数生色视设诉送',
  T: '台图态投特统',
  W: '务屋我文物维',
  X: '信修心息消系线箱询限项',
  Y: '与业义已用艺言议语运邮银验',
  Z: '中主作值准则在子志总指租站组织置账质资种',
};

const INITIAL_OF = new Map<string, string>();
for (const [initial, characters] of Object.entries(CHARACTERS_BY_INITIAL)) {
  for (const character of characters) INITIAL_OF.set(character, initial);
}

const HAN = /\p{Script=Han}/u;

/**
 * Upper-case pinyin initials of a zh_CN name; ASCII letters and digits are kept as they are.
 * `lenient`: a character missing here is left out (a name typed in Menu Configuration) instead
 * of throwing (a seed name).
 */
export function pinyinInitials(name: string, lenient = false): string {
  let initials = '';
  for (const character of name) {
    if (HAN.test(character)) {
      const initial = INITIAL_OF.get(character);
      if (!initial && lenient) continue;
      if (!initial) throw new Error(`No pinyin initial for "${character}" in "${name}"`);
      initials += initial;
    } else if (/[0-9A-Za-z]/.test(character)) {
      initials += character.toUpperCase();
    }
  }
  return initials;
}
