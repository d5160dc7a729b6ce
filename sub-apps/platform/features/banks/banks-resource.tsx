/**
 * The platform's banks as a resource: searched by code and name (or short name); created (the
 * code typed once) and edited in a dialog, enabled and disabled, deleted with confirmation.
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { BankDto, BankQuery } from '@polaris/core/services/platform/master-data-types';
import { createBank } from './api/create-bank';
import { deleteBank } from './api/delete-bank';
import { fetchBanks } from './api/fetch-banks';
import { updateBank } from './api/update-bank';

export interface BankValues {
  bankCode: string;
  bankName: string;
  bankShortName: string;
  enabledFlag: boolean;
}

export const BANK_CODES = {
  create: 'hpfm.bank.button.create',
  edit: 'hpfm.bank.button.edit',
  delete: 'hpfm.bank.button.delete',
};

/** Capitals, digits, `_` and `-`, starting with a capital or digit (as the gateway checks). */
const BANK_CODE = /^\s*[A-Z0-9][A-Z0-9_-]*\s*$/;

const savedFields = (values: BankValues) => ({
  bankName: values.bankName.trim(),
  bankShortName: values.bankShortName?.trim() || null,
  enabledFlag: values.enabledFlag ? 1 : 0,
});

export const banksResource = defineResource<BankDto, BankQuery, BankValues>({
  key: ['hpfm', 'banks'],
  texts: 'hpfm.bank',
  endpoint: fetchBanks,
  rowKey: 'bankId',
  exportable: true,
  search: [
    { name: 'bankCode', span: 8 },
    { name: 'bankName', span: 8 },
  ],
  columns: [
    { field: 'bankCode', width: 120, kind: 'code', sort: true },
    { field: 'bankName', width: 260 },
    { field: 'bankShortName', width: 160 },
    { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: BANK_CODES.edit },
    ...enableActions<BankDto>({
      permission: BANK_CODES.edit,
      save: (bank, enabledFlag) =>
        updateBank({
          bankId: bank.bankId,
          objectVersionNumber: bank.objectVersionNumber,
          enabledFlag,
        }),
    }),
    {
      key: 'delete',
      permission: BANK_CODES.delete,
      danger: true,
      confirm: { title: 'hpfm.bank.delete.title', values: (bank) => ({ code: bank.bankCode }) },
    },
  ],
  remove: (banks) => Promise.all(banks.map((bank) => deleteBank(bank))),
  form: {
    createTitle: 'hpfm.bank.create.title',
    createPermission: BANK_CODES.create,
    editTitle: 'hpfm.bank.edit.title',
    titleValues: (bank) => ({ code: bank.bankCode }),
    fields: [
      {
        name: 'bankCode',
        only: 'create',
        required: true,
        maxLength: 30,
        pattern: BANK_CODE,
        message: 'hpfm.bank.error.code',
      },
      { name: 'bankName', required: true, maxLength: 120 },
      { name: 'bankShortName', maxLength: 60 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (bank) => ({
      bankCode: bank?.bankCode ?? '',
      bankName: bank?.bankName ?? '',
      bankShortName: bank?.bankShortName ?? '',
      enabledFlag: bank ? bank.enabledFlag === 1 : true,
    }),
    save: (values, bank) =>
      bank
        ? updateBank({
            bankId: bank.bankId,
            objectVersionNumber: bank.objectVersionNumber,
            ...savedFields(values),
          })
        : createBank({ bankCode: values.bankCode.trim(), ...savedFields(values) }),
  },
});
