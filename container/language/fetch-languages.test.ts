/** The header's language list, through the real client against the mock gateway as alice. */
import { serviceContract } from '../../test/support/service-contract';
import { fetchLanguages } from './fetch-languages';

const api = serviceContract('alice');

it('asks for the HPFM.LANGUAGE values and gives them as { code, name }', async () => {
  const languages = await fetchLanguages();
  expect(api.onlySent()).toEqual({
    method: 'GET',
    path: '/hpfm/v1/1/lovs/value',
    query: { lovCode: 'HPFM.LANGUAGE' },
  });
  expect(languages).toEqual([
    { code: 'zh_CN', name: '简体中文' },
    { code: 'en_US', name: 'English' },
    { code: 'ja_JP', name: '日本語' },
    { code: 'de_DE', name: 'Deutsch' },
  ]);
});
