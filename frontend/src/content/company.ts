// The company's own details, in one place. DESIGN: placeholders the company replaces; hosts
// that belong to the company use reserved example domains until it supplies its own.

export const company = {
  brandName: 'Cipta Visa',
  legalName: 'PT Cipta Visa Indonesia',
  phones: [
    { display: '+62 21 5091 2345', tel: '+622150912345' },
    { display: '+62 812 3456 7890', tel: '+6281234567890' },
  ],
  /** DESIGN 8: the WhatsApp button opens https://wa.me/<e164> and shows the number. */
  whatsapp: { display: '+62 812 3456 7890', e164: '6281234567890' },
  email: 'hello@example.com',
  /** spec §1: a three-line South Jakarta address. */
  addressLines: ['Jl. Jenderal Sudirman Kav. 52-53', 'Senayan, Kebayoran Baru', 'Jakarta Selatan 12190'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/ciptavisa' },
    { network: 'Instagram', url: 'https://www.instagram.com/ciptavisa' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/ciptavisa' },
    { network: 'Twitter', url: 'https://twitter.com/ciptavisa' },
  ],
  /** The Indonesian government's own e-Visa site, named so no visitor mistakes us for it. */
  officialEVisaUrl: 'https://evisa.imigrasi.go.id',
} as const;
