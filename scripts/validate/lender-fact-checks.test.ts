import { describe, expect, it } from 'vitest';
import type { ConfigTree } from '../../src/build/load-config';
import { lenderFactChecks } from './lender-fact-checks';

const company = (nmls: string, email: string, phone: string, street1: string) => ({
  nmlsNumber: nmls,
  nmlsUrl: `https://nmls.example/COMPANY/${nmls}`,
  supportEmail: email,
  supportPhoneNumber: { number: phone },
  companyAddress: { street1, city: 'Gull Harbor', state: 'MA', zip: '01930' },
  rescission: { attentionLine: 'Attn: Notice of Cancellation' },
});
const lender = (org: string, data: Record<string, unknown>) => ({
  file: `lenders/${org}/lender.json`,
  folder: org,
  data: { orgCode: org, ...data },
});
const LENDERS = [
  lender('ONE', { company: company('731405', 'members@one.example', '8885550117', '410 Seawall Parkway') }),
  lender('TWO', { company: company('2048113', 'help@two.example', '8005550142', '1200 Polaris Way') }),
];
const copyFile = (file: string, data: Record<string, unknown>) => ({ file, text: JSON.stringify(data), data });
const tree = (copy: ReturnType<typeof copyFile>[], lenderCopy: ReturnType<typeof copyFile>[] = []) =>
  ({ copy, lenderCopy }) as unknown as ConfigTree;

describe("a lender's facts", () => {
  it('accepts copy that names the facts by placeholder, and third parties in base copy', () => {
    const base = copyFile('copy/en/footer.json', { nmls: 'NMLS ID #{{nmlsNumber}}', cfpb: 'Call the CFPB at (855) 411-2372.' });
    const override = copyFile('copy/lenders/ONE/en/footer.json', { help: 'Write to {{email}} or call {{phone}}.' });
    expect(lenderFactChecks(tree([base], [override]), LENDERS)).toEqual([]);
  });

  it("names an override that writes out the lender's own phone, however it is written, or another lender's street", () => {
    const override = copyFile('copy/lenders/ONE/en/footer.json', { a: { help: 'Call 888.555.0117.' }, b: 'Visit 1200 Polaris Way.' });
    expect(lenderFactChecks(tree([], [override]), LENDERS).map((e) => [e.pointer, e.message])).toEqual([
      ['/a/help', "writes out the lender's phone (888.555.0117): copy takes it from company.supportPhoneNumber.number"],
      ['/b', "writes a street address (1200 Polaris Way) that is TWO's: ONE's is company.companyAddress"],
    ]);
  });

  it('names an NMLS page for another number and an attention line that is an address', () => {
    const broken = lender('ONE', {
      company: {
        ...company('731405', 'members@one.example', '8885550117', '410 Seawall Parkway'),
        nmlsUrl: 'https://nmls.example/COMPANY/731450',
        rescission: { attentionLine: 'Attn: Cancellations, cancel@one.example' },
      },
    });
    expect(lenderFactChecks(tree([]), [broken]).map((e) => [e.pointer, e.message])).toEqual([
      ['/company/nmlsUrl', 'is the page of NMLS number 731450, but company.nmlsNumber is 731405'],
      [
        '/company/rescission/attentionLine',
        "holds an email (cancel@one.example): a cancellation goes to the lender's own (company.supportEmail); this line names only who takes it there",
      ],
    ]);
  });
});
