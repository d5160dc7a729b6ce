// ISO 4217 currencies of the currency definition page: code, names, country, the precision the
// books keep (financial) and the one amounts are shown with (default), symbol. Minor units follow
// ISO 4217 (spec section 9: 0 for JPY and KRW, 3 for BHD and KWD, 4 for CLF, 2 otherwise).
import { seedCountries } from './countries';
import { t, type Texts } from './lov-types';

export interface SeedCurrency {
  currencyId: number;
  currencyCode: string;
  name: Texts;
  countryId: number | null;
  financialPrecision: number;
  defaultPrecision: number;
  currencySymbol: string | null;
  enabledFlag: 0 | 1;
}

type Row = [
  code: string,
  zh_CN: string,
  en_US: string,
  country: string | null,
  digits: number,
  symbol: string | null,
  enabled?: 0,
];

const CURRENCIES: Row[] = [
  ['CNY', '人民币', 'Chinese Yuan', 'CN', 2, '¥'],
  ['USD', '美元', 'US Dollar', 'US', 2, '$'],
  ['EUR', '欧元', 'Euro', null, 2, '€'],
  ['GBP', '英镑', 'Pound Sterling', 'GB', 2, '£'],
  ['JPY', '日元', 'Japanese Yen', 'JP', 0, '¥'],
  ['KRW', '韩元', 'South Korean Won', 'KR', 0, '₩'],
  ['HKD', '港币', 'Hong Kong Dollar', 'HK', 2, 'HK$'],
  ['MOP', '澳门元', 'Macanese Pataca', 'MO', 2, 'MOP$'],
  ['TWD', '新台币', 'New Taiwan Dollar', 'TW', 2, 'NT$'],
  ['SGD', '新加坡元', 'Singapore Dollar', 'SG', 2, 'S$'],
  ['MYR', '林吉特', 'Malaysian Ringgit', 'MY', 2, 'RM'],
  ['THB', '泰铢', 'Thai Baht', 'TH', 2, '฿'],
  ['VND', '越南盾', 'Vietnamese Dong', 'VN', 0, '₫'],
  ['PHP', '菲律宾比索', 'Philippine Peso', 'PH', 2, '₱'],
  ['IDR', '印尼盾', 'Indonesian Rupiah', 'ID', 2, 'Rp'],
  ['INR', '印度卢比', 'Indian Rupee', 'IN', 2, '₹'],
  ['AUD', '澳大利亚元', 'Australian Dollar', 'AU', 2, 'A$'],
  ['NZD', '新西兰元', 'New Zealand Dollar', 'NZ', 2, 'NZ$'],
  ['CAD', '加拿大元', 'Canadian Dollar', 'CA', 2, 'C$'],
  ['MXN', '墨西哥比索', 'Mexican Peso', 'MX', 2, 'Mex$'],
  ['BRL', '巴西雷亚尔', 'Brazilian Real', 'BR', 2, 'R$'],
  ['ARS', '阿根廷比索', 'Argentine Peso', 'AR', 2, '$', 0],
  ['CLP', '智利比索', 'Chilean Peso', 'CL', 0, '$'],
  ['CLF', '智利发展单位', 'Unidad de Fomento', 'CL', 4, 'UF'],
  ['CHF', '瑞士法郎', 'Swiss Franc', 'CH', 2, 'CHF'],
  ['SEK', '瑞典克朗', 'Swedish Krona', 'SE', 2, 'kr'],
  ['NOK', '挪威克朗', 'Norwegian Krone', 'NO', 2, 'kr'],
  ['DKK', '丹麦克朗', 'Danish Krone', 'DK', 2, 'kr'],
  ['PLN', '波兰兹罗提', 'Polish Zloty', 'PL', 2, 'zł'],
  ['CZK', '捷克克朗', 'Czech Koruna', 'CZ', 2, 'Kč'],
  ['HUF', '匈牙利福林', 'Hungarian Forint', 'HU', 2, 'Ft'],
  ['ISK', '冰岛克朗', 'Icelandic Krona', 'IS', 0, 'kr'],
  ['RUB', '俄罗斯卢布', 'Russian Ruble', 'RU', 2, '₽', 0],
  ['TRY', '土耳其里拉', 'Turkish Lira', 'TR', 2, '₺'],
  ['ZAR', '南非兰特', 'South African Rand', 'ZA', 2, 'R'],
  ['EGP', '埃及镑', 'Egyptian Pound', 'EG', 2, 'E£'],
  ['SAR', '沙特里亚尔', 'Saudi Riyal', 'SA', 2, '﷼'],
  ['AED', '阿联酋迪拉姆', 'UAE Dirham', 'AE', 2, 'د.إ'],
  ['BHD', '巴林第纳尔', 'Bahraini Dinar', 'BH', 3, 'BD'],
  ['KWD', '科威特第纳尔', 'Kuwaiti Dinar', 'KW', 3, 'KD'],
  ['OMR', '阿曼里亚尔', 'Omani Rial', 'OM', 3, 'ر.ع.'],
  ['JOD', '约旦第纳尔', 'Jordanian Dinar', 'JO', 3, 'JD'],
  ['IQD', '伊拉克第纳尔', 'Iraqi Dinar', 'IQ', 3, 'ع.د'],
  ['TND', '突尼斯第纳尔', 'Tunisian Dinar', 'TN', 3, 'DT'],
];

function countryId(code: string | null): number | null {
  if (code === null) return null;
  const country = seedCountries.find((candidate) => candidate.countryCode === code);
  if (!country) throw new Error(`Currency seed names an unknown country ${code}`);
  return country.countryId;
}

/** Ids 1, 2, … in the order above; ARS and RUB start disabled. */
export const seedCurrencies: SeedCurrency[] = CURRENCIES.map(
  ([currencyCode, zh, en, country, digits, symbol, enabled], index) => ({
    currencyId: index + 1,
    currencyCode,
    name: t(zh, en),
    countryId: countryId(country),
    financialPrecision: digits,
    defaultPrecision: digits,
    currencySymbol: symbol,
    enabledFlag: enabled ?? 1,
  }),
);
