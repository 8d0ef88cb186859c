import type { LegalDocument } from './legal-document';

const contactEmail = '[hello@glossydrawer.local](mailto:hello@glossydrawer.local)';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  eyebrow: 'Your data, explained',
  intro:
    'This policy explains what personal data Glossy Drawer collects, why, how long we keep it and what you can ask us to do with it. We collect as little as we can and we never sell it.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `Glossy Drawer, Rua das Flores 27, 1200-195 Lisbon, Portugal, is responsible for your personal data (the "controller" under the EU General Data Protection Regulation). For anything about your data, write to ${contactEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            '**Account:** your name, email address, profile photo if you add one, and a securely hashed password (we cannot read it). If you sign in with Google we receive your name, email and photo from Google.',
            '**Profile and posts:** what you choose to add to your profile, and the posts, comments and likes you publish.',
            '**Courses and orders:** the courses in your cart, what you bought, when and for how much.',
            '**Mailing list:** your email address, if you subscribe.',
            '**Contact messages:** your name, email and the message you send through the contact form.',
            '**Technical data:** your IP address and browser type in our server logs, used to keep the site secure and to stop abuse such as message flooding.',
          ],
        },
        'We do not use advertising or tracking cookies, and we do not build profiles of you for marketing.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To provide what you asked for (your account, courses, orders, posts): this is necessary for our contract with you.',
            'To send the newsletter: only with your consent, which you can withdraw at any time.',
            'To answer contact messages: our legitimate interest in replying to people who write to us.',
            'To keep invoices and payment records: a legal obligation under Portuguese tax law.',
            'To protect the site against fraud and abuse: our legitimate interest in a safe service.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Payments are processed by our payment provider on its own secure page. Your card number never reaches our servers. The provider tells us whether the payment succeeded, its amount and reference; it processes your card data under its own privacy policy as an independent controller.',
      ],
    },
    {
      id: 'posts',
      heading: 'Posts and public content',
      blocks: [
        'Posts, comments and your profile name and photo are public: anyone visiting the site can see them. Your email address is never shown to other users. Think before sharing personal details in a post; you can delete your posts at any time.',
      ],
    },
    {
      id: 'drawings',
      heading: 'Drawings in your browser',
      blocks: [
        'The sketchpad autosaves the drawing you are working on in your own browser (in its IndexedDB storage), so that a reload or a crash does not lose it. That copy stays on your device and is not sent to us. Drawings you choose to save to your account are stored on our server with your account until you delete them.',
      ],
    },
    {
      id: 'mailing-list',
      heading: 'Mailing list',
      blocks: [
        `If you subscribe, we use your email address only to send our newsletter about new courses, articles and events, a few times a month at most. To unsubscribe, reply to any newsletter or write to ${contactEmail}; we remove you straight away.`,
      ],
    },
    {
      id: 'contact-messages',
      heading: 'Contact messages',
      blocks: [
        'Messages you send through the [contact form](/contact) are stored on our server so that none gets lost, and forwarded to our team by email. Only the staff who answer them can read them.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and local storage',
      blocks: [
        'We use only what the site needs to work; none of it tracks you across other websites, so we do not ask for cookie consent.',
        {
          table: {
            caption: 'Cookies and browser storage used by Glossy Drawer',
            head: ['Name', 'What it does', 'How long'],
            rows: [
              [
                '`access-token`',
                'Local storage. Keeps you signed in by holding your sign-in token.',
                'Until you log out',
              ],
              [
                'Session cookie',
                'Proves your sign-in to our server.',
                'Until you log out or it expires',
              ],
              [
                '`theme`',
                'Local storage. Remembers whether you chose the light or dark theme.',
                'Until you clear it',
              ],
              [
                '`glossy-drawer-canvas`',
                'Browser database (IndexedDB). Autosaves the drawing in the sketchpad.',
                'Until you clear it',
              ],
            ],
          },
        },
        'You can remove all of them from your browser’s settings (site data). You will then be logged out, the theme returns to your system setting and the autosaved drawing is lost.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'We never sell your data. We share it only with service providers who help us run the site, under contracts that oblige them to protect it and use it only for us: our hosting provider, our email delivery service, our payment provider, and Google if you choose to sign in with Google. We disclose data to authorities only when the law requires it.',
        'Some of these providers may process data outside the European Economic Area; when they do, it is protected by the European Commission’s standard contractual clauses or an adequacy decision.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          table: {
            caption: 'How long we keep each kind of data',
            head: ['Data', 'Kept for'],
            rows: [
              [
                'Account, profile and posts',
                'While your account is open; deleted within 30 days after you close it',
              ],
              ['Orders and payment records', '10 years, as Portuguese tax law requires'],
              ['Contact messages', '12 months after our last reply'],
              ['Mailing list address', 'Until you unsubscribe'],
              ['Server logs', '30 days'],
            ],
          },
        },
        'Backups are overwritten on a rolling 30-day cycle, so deleted data disappears from them within that time.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'You may ask us, free of charge:',
        {
          list: [
            'for a copy of the personal data we hold about you (access and portability);',
            'to correct data that is wrong;',
            'to delete your data and your account;',
            'to restrict or object to how we use it;',
            'to withdraw a consent you gave, such as for the newsletter.',
          ],
        },
        `Write to ${contactEmail} from the email address of your account. We answer within one month. If you are not satisfied, you can complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), or to the authority where you live.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'The site is served only over encrypted connections, passwords are stored as strong one-way hashes, and access to personal data is limited to the staff who need it. If a breach ever put your data at risk, we would tell you and the authorities without delay.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Accounts are for people aged 16 and over, or younger with a parent’s or guardian’s permission. If you believe a child has given us personal data without that permission, tell us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top. If the change affects how we use data you have already given us, we tell you by email before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        `Questions or requests about your data: ${contactEmail}, +351 21 000 2023, or by post to Glossy Drawer, Rua das Flores 27, 1200-195 Lisbon, Portugal. You can also use our [contact form](/contact). See also our [Terms of Service](/terms).`,
      ],
    },
  ],
};
