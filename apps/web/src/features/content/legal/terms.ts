import type { LegalDocument } from './legal-document';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  eyebrow: 'The rules, in plain words',
  intro:
    'These terms are the agreement between you and Glossy Drawer when you use our website, take our courses or share your work here. We have kept them short and readable; please read them once.',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        'Glossy Drawer is an online school for drawing and digital art, run from Rua das Flores 27, 1200-195 Lisbon, Portugal. In these terms "we" and "us" means Glossy Drawer, and "you" means anyone who visits the site or creates an account.',
        'By using the site you accept these terms. If you do not agree with them, please do not use the site. How we handle your personal data is explained separately in our [Privacy Policy](/privacy).',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        'You can browse courses, the blog, events and the sketchpad without an account. To buy a course, publish posts or keep a profile you need one.',
        {
          list: [
            'You must be at least 16 years old, or have the permission of a parent or guardian who accepts these terms for you.',
            'Give us a real name and an email address you can read: we use it to confirm purchases and to help you get back into your account.',
            'Keep your password to yourself. You are responsible for what happens in your account; tell us straight away if you think someone else has used it.',
            'One person, one account. Accounts cannot be shared, sold or transferred.',
          ],
        },
      ],
    },
    {
      id: 'courses',
      heading: 'Courses and access',
      blocks: [
        'When you buy a course you get a personal licence to watch its lessons and use its materials for your own learning, for as long as the course is offered on Glossy Drawer. You may not copy, resell, share or publicly show the lessons or their materials.',
        'Instructors may update a course to improve it. If we ever have to withdraw a course you have bought, we will give you at least 60 days’ notice so you can finish it, or refund you if that is not possible.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and refunds',
      blocks: [
        'Prices are shown in US dollars and include any taxes we are required to charge. The price you pay is the one on the checkout page when you confirm your order.',
        'Payments are handled by our payment provider. You enter your card details on their secure page; they never reach our servers. We receive only a confirmation of the payment, its amount and the last digits of the card.',
        'If a course is not right for you, ask for a refund within 14 days of buying it and we will refund the full price to the original payment method, provided you have not completed more than half of its lessons. Write to [hello@glossydrawer.local](mailto:hello@glossydrawer.local) with your order email. This does not affect any rights you have under consumer law.',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your posts, comments and profile',
      blocks: [
        'What you write and upload stays yours. By posting it on Glossy Drawer you allow us to store it, show it on the site to other visitors and make the copies needed to do that (for example resized images). This permission ends when you delete the content or your account, except for copies other people have already shared or that remain for a short time in backups.',
        'Only post what you have the right to share. Credit the artists whose work you study, and ask people before posting pictures of them.',
      ],
    },
    {
      id: 'drawings',
      heading: 'Your drawings',
      blocks: [
        'Everything you draw in the sketchpad belongs to you, and you may use, sell or publish it however you like. The sketchpad keeps your current drawing in your own browser so that it survives a reload; that copy is not sent to us, and clearing your browser’s site data deletes it, so download the drawings you want to keep. Drawings you choose to save to your account are stored by us only to show them back to you.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'Glossy Drawer is a friendly place to learn. Please do not:',
        {
          list: [
            'harass, threaten or insult other people, or post hateful, sexual or violent content involving real people;',
            'post spam, advertising nobody asked for, or links to malware;',
            'upload work that infringes someone else’s copyright or trademark;',
            'try to break into accounts or systems, overload the site, or collect other users’ data;',
            'use automated tools to download courses or copy the site.',
          ],
        },
        'We may remove content that breaks these rules and, for serious or repeated breaches, suspend or close the account. When we do, we tell you why, unless the law or someone’s safety prevents it, and you can reply to contest the decision.',
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content',
      blocks: [
        'The site, its design, the Glossy Drawer name and logo, the blog articles and the course materials belong to us or to our instructors and are protected by copyright. Quoting short passages with a link back to us is always welcome.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability of the service',
      blocks: [
        'We work hard to keep the site running and your data safe, but we cannot promise it will always be available or free of errors. We may pause it for maintenance, and we may change or stop features; when a change affects courses you have paid for, the rules in [Courses and access](#courses) apply.',
      ],
    },
    {
      id: 'closing',
      heading: 'Closing your account',
      blocks: [
        'You can stop using Glossy Drawer at any time and ask us to delete your account by writing to us. Your profile and posts are then removed; we keep only what the law obliges us to keep, as described in the [Privacy Policy](/privacy).',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        'If we break these terms we are responsible for loss or damage you suffer that is a foreseeable result of it. We are not responsible for losses that were not foreseeable, for business losses, or for drawings lost because browser data was cleared. Nothing in these terms limits our liability where the law does not allow it to be limited, for example for death or injury caused by negligence, or for fraud.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms when the service or the law changes. The date at the top shows the latest version. If a change matters for you, we will tell you by email or on the site at least 30 days before it takes effect; if you do not agree, you may close your account before then.',
      ],
    },
    {
      id: 'law',
      heading: 'Law and disputes',
      blocks: [
        'These terms are governed by Portuguese law. If you live in another country of the European Union you keep the protection of its consumer laws and may bring a claim in its courts. If something goes wrong, please talk to us first: most problems are solved with one email.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'Questions about these terms? Write to [hello@glossydrawer.local](mailto:hello@glossydrawer.local), call +351 21 000 2023, or use our [contact form](/contact).',
      ],
    },
  ],
};
