// Banks (HZERO's bank definitions, platform level) for the Banks page; ids 1, 2, … in order.
import { t, type Texts } from './lov-types';

export interface SeedBank {
  bankId: number;
  bankCode: string;
  name: Texts;
  shortName: Texts;
  enabledFlag: 0 | 1;
}

const BANKS: [code: string, zh: string, en: string, zhShort: string, enShort: string][] = [
  ['ICBC', '中国工商银行', 'Industrial and Commercial Bank of China', '工商银行', 'ICBC'],
  ['CCB', '中国建设银行', 'China Construction Bank', '建设银行', 'CCB'],
  ['ABC', '中国农业银行', 'Agricultural Bank of China', '农业银行', 'ABC'],
  ['BOC', '中国银行', 'Bank of China', '中国银行', 'BOC'],
  ['BOCOM', '交通银行', 'Bank of Communications', '交通银行', 'BOCOM'],
  ['CMB', '招商银行', 'China Merchants Bank', '招商银行', 'CMB'],
  ['SPDB', '上海浦东发展银行', 'Shanghai Pudong Development Bank', '浦发银行', 'SPDB'],
  ['CIB', '兴业银行', 'Industrial Bank', '兴业银行', 'CIB'],
  ['HSBC', '汇丰银行（中国）', 'HSBC Bank (China)', '汇丰', 'HSBC'],
  ['CITI', '花旗银行（中国）', 'Citibank (China)', '花旗', 'Citi'],
  ['PSBC', '中国邮政储蓄银行', 'Postal Savings Bank of China', '邮储银行', 'PSBC'],
];

export const seedBanks: SeedBank[] = BANKS.map(([bankCode, zh, en, zhShort, enShort], i) => ({
  bankId: i + 1,
  bankCode,
  name: t(zh, en),
  shortName: t(zhShort, enShort),
  // the last one disabled, so the list shows both states
  enabledFlag: i === BANKS.length - 1 ? 0 : 1,
}));
