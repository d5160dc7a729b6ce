// Countries (ISO 3166-1 alpha-2) for the HPFM.COUNTRY data lookup and the currencies' country.
import { t, type Texts } from './lov-types';

export interface SeedCountry {
  countryId: number;
  countryCode: string;
  name: Texts;
}

const COUNTRIES: [code: string, zh_CN: string, en_US: string][] = [
  ['CN', '中国', 'China'],
  ['HK', '中国香港', 'Hong Kong, China'],
  ['MO', '中国澳门', 'Macao, China'],
  ['TW', '中国台湾', 'Taiwan, China'],
  ['JP', '日本', 'Japan'],
  ['KR', '韩国', 'South Korea'],
  ['SG', '新加坡', 'Singapore'],
  ['MY', '马来西亚', 'Malaysia'],
  ['TH', '泰国', 'Thailand'],
  ['VN', '越南', 'Vietnam'],
  ['PH', '菲律宾', 'Philippines'],
  ['ID', '印度尼西亚', 'Indonesia'],
  ['IN', '印度', 'India'],
  ['AU', '澳大利亚', 'Australia'],
  ['NZ', '新西兰', 'New Zealand'],
  ['US', '美国', 'United States'],
  ['CA', '加拿大', 'Canada'],
  ['MX', '墨西哥', 'Mexico'],
  ['BR', '巴西', 'Brazil'],
  ['AR', '阿根廷', 'Argentina'],
  ['CL', '智利', 'Chile'],
  ['GB', '英国', 'United Kingdom'],
  ['DE', '德国', 'Germany'],
  ['FR', '法国', 'France'],
  ['IT', '意大利', 'Italy'],
  ['ES', '西班牙', 'Spain'],
  ['NL', '荷兰', 'Netherlands'],
  ['CH', '瑞士', 'Switzerland'],
  ['SE', '瑞典', 'Sweden'],
  ['NO', '挪威', 'Norway'],
  ['DK', '丹麦', 'Denmark'],
  ['PL', '波兰', 'Poland'],
  ['CZ', '捷克', 'Czechia'],
  ['HU', '匈牙利', 'Hungary'],
  ['IS', '冰岛', 'Iceland'],
  ['RU', '俄罗斯', 'Russia'],
  ['TR', '土耳其', 'Türkiye'],
  ['ZA', '南非', 'South Africa'],
  ['EG', '埃及', 'Egypt'],
  ['SA', '沙特阿拉伯', 'Saudi Arabia'],
  ['AE', '阿联酋', 'United Arab Emirates'],
  ['BH', '巴林', 'Bahrain'],
  ['KW', '科威特', 'Kuwait'],
  ['OM', '阿曼', 'Oman'],
  ['JO', '约旦', 'Jordan'],
  ['IQ', '伊拉克', 'Iraq'],
  ['TN', '突尼斯', 'Tunisia'],
];

/** Ids 1, 2, … in the order above. */
export const seedCountries: SeedCountry[] = COUNTRIES.map(([countryCode, zh, en], index) => ({
  countryId: index + 1,
  countryCode,
  name: t(zh, en),
}));

export function countryById(countryId: number | null): SeedCountry | undefined {
  return countryId === null ? undefined : seedCountries.find((c) => c.countryId === countryId);
}

export interface SeedRegion {
  regionId: number;
  countryCode: string;
  regionCode: string;
  name: Texts;
}

const REGIONS: [country: string, code: string, zh_CN: string, en_US: string][] = [
  ['CN', '110000', '北京市', 'Beijing'],
  ['CN', '310000', '上海市', 'Shanghai'],
  ['CN', '440000', '广东省', 'Guangdong'],
  ['CN', '330000', '浙江省', 'Zhejiang'],
  ['CN', '510000', '四川省', 'Sichuan'],
  ['US', 'CA', '加利福尼亚州', 'California'],
  ['US', 'NY', '纽约州', 'New York'],
  ['DE', 'BY', '巴伐利亚州', 'Bavaria'],
];

/** The regions (provinces, states) of a few countries; ids 1, 2, … in the order above. */
export const seedRegions: SeedRegion[] = REGIONS.map(([countryCode, regionCode, zh, en], i) => ({
  regionId: i + 1,
  countryCode,
  regionCode,
  name: t(zh, en),
}));
