import { describe, expect, it } from 'vitest';
import { keyGroups, recoveryCodesFile } from './enrolment-key';

describe('the enrolment key and the recovery-code file (issue 28)', () => {
  it('cuts the key into groups of four', () => {
    expect(keyGroups('JBSWY3DPEHPK3PXPJBSWY3DPEH')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EH']);
  });

  it('names the file after the site and the account, and says so inside', () => {
    const file = recoveryCodesFile(['K7QM2-XZP9W', 'H3RT8-PLM4Q'], 'dewi/x@example.com', 'https://cipta.example', {
      title: 'Cipta Visa staff area: recovery codes for dewi/x@example.com',
      site: 'Site: https://cipta.example',
      use: 'Each code signs you in once.',
    });
    expect(file.name).toBe('cipta-visa-recovery-codes-dewi_x@example.com.txt');
    expect(file.text.split('\n')).toEqual([
      'Cipta Visa staff area: recovery codes for dewi/x@example.com',
      'Site: https://cipta.example',
      'Each code signs you in once.',
      '',
      'K7QM2-XZP9W',
      'H3RT8-PLM4Q',
      '',
    ]);
  });
});
